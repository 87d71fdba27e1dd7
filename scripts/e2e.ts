/**
 * End-to-end run: a throw-away copy of the seeded database, `next build`, `npm start`, then
 * Playwright. The whole run has two phases (playwright.config.ts): the specs that leave shared
 * state alone on two workers, then those that change it, in two groups side by side (the editors'
 * and the store's), each one test at a time. With arguments (files, --project …) one Playwright
 * run takes them as given. Postgres lives in this process, outside the web server's process
 * group, so the database is dropped only after Next has gone.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensureE2eChromium } from './lib/chromium'
import { createStoreAdmin, type E2eServer, startE2eServer } from './lib/e2e-server'
import { localProductionEnv } from './lib/local-production-env'
import { projectRoot } from './lib/paths'
import { createSeededDatabase } from './lib/seeded-database'
import { testAccounts } from './lib/test-accounts'

const browser = ensureE2eChromium()
console.log(browser.message)
if (!browser.ok) process.exit(1)

const port = process.env.E2E_PORT ?? '3100'
const mediaDir = path.join('.data', `e2e-media-${process.pid}`)
// Migrated and seeded as the release steps do, once for the int, e2e and scale steps.
const database = await createSeededDatabase('test_e2e', [mediaDir])
// The app's e-mails of this run: the tests read them (password reset links) from here.
const outboxDir = path.join(projectRoot, '.data', `e2e-outbox-${process.pid}`)
// Playwright gets the same settings as the server: the tests hash cards with the server's key.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...localProductionEnv({ port, databaseUrl: database.url, outboxDir, mediaDir }),
  E2E_PORT: port,
  ...testAccounts,
  // The store-changing specs' admin (lib/e2e-server.ts), made once the server is up.
  STORE_ADMIN_EMAIL: 'e2e-store-admin@example.com',
  STORE_ADMIN_PASSWORD: 'e2e-store-password-1234',
  // Playwright uses the server this script starts (playwright.config.ts).
  E2E_EXTERNAL_SERVER: '1',
  // Its metrics (tests/server/metrics.server.spec.ts), on a port far from the helpers' E2E_PORTs.
  METRICS_PORT: String(Number(port) + 10_000),
  NEXT_TELEMETRY_DISABLED: '1',
  // /e2e-failure/ fails on purpose: the error pages' test (tests/e2e/error-pages.e2e.spec.ts).
  E2E_FAILING_ROUTE: '1',
}

const run = (bin: string, args: string[], extra: Record<string, string> = {}) =>
  new Promise<number>((resolve) => {
    const child = spawn(path.join(projectRoot, 'node_modules', '.bin', bin), args, {
      cwd: projectRoot,
      env: { ...env, ...extra },
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })

let code = 1
let server: E2eServer | undefined
// The server has its own process group: a stopped run must not leave it serving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void (server?.stop() ?? Promise.resolve()).then(() => process.exit(1)))
}
try {
  // The release steps in order (the database came seeded): `npm start` neither migrates nor seeds.
  code =
    process.env.E2E_SKIP_BUILD === '1'
      ? 0
      : await run('tsx', ['scripts/app.ts', 'build'], { BUILD_FOR_TESTS: '1' })
  if (code === 0) {
    server = await startE2eServer(port, env)
    await createStoreAdmin(server.url, env)
  }
  const args = process.argv.slice(2)
  if (code === 0 && args.length > 0) code = await run('playwright', ['test', ...args])
  else if (code === 0) {
    // Both phases run even when the first fails, so one run names every failure.
    const parallel = await run('playwright', ['test'], { E2E_PHASE: 'parallel' })
    const serial = await Promise.all(
      ['editors', 'store'].map((group) =>
        run('playwright', ['test'], { E2E_PHASE: 'serial', E2E_GROUP: group }),
      ),
    )
    code = parallel || serial.find((groupCode) => groupCode !== 0) || 0
  }
} finally {
  await server?.stop()
  fs.rmSync(path.join(projectRoot, mediaDir), { recursive: true, force: true })
  fs.rmSync(outboxDir, { recursive: true, force: true })
  await database.drop()
}
process.exit(code)
