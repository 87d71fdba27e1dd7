/**
 * Apply pending migrations under a Postgres advisory lock (scripts/lib/migrations.ts), then seed:
 * `npm run migrate` (never seeds), `npm run seed` (always), `npm run dev` (an empty database).
 * Usage: tsx scripts/prepare.ts [--seed=if-empty|always|never]
 */
// Under load Node could end with 13 (an unsettled top-level await) while modules load through
// tsx's hooks and only unref'd handles are left: a ref'd timer, set before anything is imported,
// keeps it waiting. Imports are therefore dynamic.
const keepAlive = setInterval(() => {}, 60_000)
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { describeLogin, seed } = await import('../src/seed')
const { migrateUnderLock } = await import('./lib/migrations')

const mode = (process.argv.find((a) => a.startsWith('--seed='))?.split('=')[1] ?? 'if-empty') as
  'if-empty' | 'always' | 'never'

const payload = await getPayload({ config })
try {
  await migrateUnderLock(payload)
  const empty = (await payload.count({ collection: 'users' })).totalDocs === 0
  if (mode === 'always' || (mode === 'if-empty' && empty)) {
    const result = await seed(payload)
    console.log(`\nSeeded the store.\n${describeLogin(result, payload.config.serverURL)}\n`)
  }
} finally {
  await payload.destroy()
  clearInterval(keepAlive)
}
process.exit(0)

// A module (its awaits are top-level ones), with nothing to export.
export {}
