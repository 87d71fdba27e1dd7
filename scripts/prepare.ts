/**
 * Apply pending migrations under a Postgres advisory lock (scripts/lib/migrations.ts), then seed:
 * `npm run migrate` (never seeds), `npm run seed` (always), `npm run dev` (an empty database).
 * Usage: tsx scripts/prepare.ts [--seed=if-empty|always|never]
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { describeStaffLogins, seed } from '../src/seed'
import { migrateUnderLock } from './lib/migrations'

const mode = (process.argv.find((a) => a.startsWith('--seed='))?.split('=')[1] ?? 'if-empty') as
  'if-empty' | 'always' | 'never'

const payload = await getPayload({ config })
try {
  await migrateUnderLock(payload)
  const empty = (await payload.count({ collection: 'users' })).totalDocs === 0
  if (mode === 'always' || (mode === 'if-empty' && empty)) {
    const result = await seed(payload)
    console.log(
      `\nSeeded the store.\n${describeStaffLogins(result.staff, payload.config.serverURL)}\n`,
    )
  }
} finally {
  await payload.destroy()
}
process.exit(0)
