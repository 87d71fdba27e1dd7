import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const fixture = fs.readFileSync(path.join(root, 'tests/fixtures/lint/gateway-local-api.ts'), 'utf8')
const RULE = 'no-restricted-syntax'

let eslint: ESLint
// Loading the project's config (Next's plugins, TypeScript's parser) takes seconds once.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('', { filePath: path.join(root, 'src/commerce/gateway/fixture.ts') })
}, 60_000)

/** The restricted-syntax messages ESLint gives the text as if it were the file at `file`. */
async function refusals(text: string, file: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === RULE)
}

describe('the lint rule: the gateway calls no Payload Local API', () => {
  it('refuses each call of the fixture in a resolver', async () => {
    const found = await refusals(fixture, 'src/commerce/gateway/resolvers/fixture.ts')
    // Eight calls (through `payload` and `context.payload`) and the raw db and job queue.
    expect(found.map((message) => message.line)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 16])
    expect(found[0]!.message).toMatch(/The gateway calls no Payload Local API/)
  })

  it('lets a service make the same calls', async () => {
    expect(await refusals(fixture, 'src/commerce/services/search/fixture.ts')).toEqual([])
  })

  it('lets a resolver call a service', async () => {
    const text =
      "export const list = (context: { payload: unknown }) => listBrands(context.payload, 'fr')\ndeclare function listBrands(payload: unknown, locale: string): unknown\n"
    expect(await refusals(text, 'src/commerce/gateway/resolvers/fixture.ts')).toEqual([])
  })
})
