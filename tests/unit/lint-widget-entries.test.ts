import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const fixture = (name: string) =>
  fs.readFileSync(path.join(root, 'tests/fixtures/lint', name), 'utf8')
const RULE = 'import/no-restricted-paths'
/** The UI's places the rule holds, as a file of each would be named. */
const UI_FILES = [
  'src/app/(frontend)/[store]/[locale]/(shop)/fixture/page.tsx',
  'src/content/templates/page-types/fixture.tsx',
  'src/components/fixture.tsx',
  'src/blocks/fixture/component.tsx',
]

let eslint: ESLint
// Loading the project's config (Next's plugins, TypeScript's parser) takes seconds once.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('', { filePath: path.join(root, UI_FILES[0]!) })
}, 60_000)

/** This rule's messages for the text, as if it were the file at `file`. */
async function refusals(text: string, file: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === RULE)
}

describe("the lint rule: the UI uses a widget through its index.ts or its routes' entries", () => {
  it.each(UI_FILES)('refuses each deep import of the fixture in %s', async (file) => {
    const found = await refusals(fixture('widget-deep-import.ts'), file)
    // A component, a type, a server loader, and a lazy import.
    expect(found.map((message) => message.line)).toEqual([6, 7, 8, 10])
    expect(found[0]!.message).toMatch(/through its index\.ts or its routes\/ entry/)
  })

  it.each(UI_FILES)('lets %s import an index.ts and the routes/ entries', async (file) => {
    expect(await refusals(fixture('widget-entries.ts'), file)).toEqual([])
  })

  it("lets a widget's entry reach the widget's own files", async () => {
    const text = "export { LoginForm } from '@/commerce/widgets/account/auth/login-form.client'\n"
    const file = 'src/commerce/widgets/account/routes/fixture.ts'
    expect(await refusals(text, file)).toEqual([])
  })
})
