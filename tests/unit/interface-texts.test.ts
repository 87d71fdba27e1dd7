import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Components show the texts of src/i18n/messages (French first), never words of their own: a
 * Dutch page once read « 4 sur 5 » under a testimonial. Allowed: the staff's card service tool
 * (English, as the rest of /admin), the word PIN drawn on the back of a card, and the bench's
 * framework floor (a page shown only on a server started for the Lighthouse bench).
 */
const ALLOWED = new Set([
  'src/components/admin/card-service.client.tsx',
  'src/commerce/widgets/redeem/card-back-picture.tsx',
  'src/app/(framework-floor)/framework-floor/page.tsx',
])
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder'])
const WORD = /\p{L}{2,}/u

const componentFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return componentFiles(file)
    return file.endsWith('.tsx') ? [file] : []
  })

function wordsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim())
    if (
      ts.isJsxAttribute(node) &&
      SHOWN_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORD.test(node.initializer.text)
    ) {
      found.push(node.initializer.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('interface texts', () => {
  it('components and e-mails write no words of their own', () => {
    const offenders = componentFiles('src')
      .filter((file) => !ALLOWED.has(file.split(path.sep).join('/')))
      .flatMap((file) => wordsIn(file).map((words) => `${file}: ${words}`))
    expect(offenders).toEqual([])
    // Parses every component: 5 s on an idle machine, 7 s beside other runs (the default bound is 5 s).
  }, 60_000)
})
