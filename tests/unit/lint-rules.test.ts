import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own ESLint configuration, run on code written here as if it were a file of the
// project: each rule of docs/ARCHITECTURE.md is shown to fire, and not to fire where it allows.
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') })

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

describe('the layers lint', { timeout: 60_000 }, () => {
  it('keeps SQL and the Postgres driver in src/commerce/db/', async () => {
    const code = "import { sql } from 'drizzle-orm'\n\nexport const query = sql`SELECT 1`"
    expect(await rulesBroken('src/commerce/services/cards/query.ts', code)).toContain(
      'house/sql-in-db-only',
    )
    expect(await rulesBroken('src/collections/customers/hooks/lock.ts', code)).toContain(
      'house/sql-in-db-only',
    )
    expect(await rulesBroken('src/commerce/db/query-repository.ts', code)).not.toContain(
      'house/sql-in-db-only',
    )
  })

  it("keeps repositories out of a service's index.ts", async () => {
    const reexport = "export { findStaffCard } from '@/commerce/db/card-read-repository'"
    expect(await rulesBroken('src/commerce/services/cards/index.ts', reexport)).toContain(
      'house/no-db-in-service-index',
    )
    const own = "export { staffCard } from './staff-actions'"
    expect(await rulesBroken('src/commerce/services/cards/index.ts', own)).not.toContain(
      'house/no-db-in-service-index',
    )
  })

  it("names a 'use client' module *.client.tsx, but for Next's error boundaries", async () => {
    const code = "'use client'\n\nexport { RouteError as default } from './route-error.client'"
    expect(await rulesBroken('src/components/error-page/route.tsx', code)).toContain(
      'house/client-file-name',
    )
    expect(
      await rulesBroken('src/app/(frontend)/[store]/[locale]/(shop)/page.tsx', code),
    ).toContain('house/client-file-name')
    for (const file of [
      'src/app/(frontend)/[store]/[locale]/(shop)/error.tsx',
      'src/app/global-error.tsx',
    ]) {
      expect(await rulesBroken(file, code)).not.toContain('house/client-file-name')
    }
  })

  it('wants every service in a folder of its own', async () => {
    const code = 'export const currency = 1'
    expect(await rulesBroken('src/commerce/services/store-currency.ts', code)).toContain(
      'house/service-in-folder',
    )
    expect(await rulesBroken('src/commerce/services/store/currency.ts', code)).not.toContain(
      'house/service-in-folder',
    )
  })
})
