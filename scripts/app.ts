/**
 * The app's lifecycle: Postgres (DATABASE_URL, or the embedded server), migrations and seed, then Next.
 * Development (`dev`) migrates and seeds an empty database by itself; a database of its own
 * (DATABASE_URL) is migrated and seeded only when asked (`migrate`, `seed`): `start` and `worker`
 * refuse it until it is migrated. `build` needs no database: pages render on their first request.
 * Usage: tsx scripts/app.ts dev|build|start|worker|migrate|seed|db|migrate:create [name]
 */
import { type ChildProcess, spawn } from 'node:child_process'

// CommonJS without named exports that Node can see.
import nextEnv from '@next/env'

import { missingProductionSettings, productionRefusal } from '../src/server/production-settings'
import { bundleWorker } from './lib/bundle'
import { ensureDatabase } from './lib/embedded-postgres'
import { payloadBin, projectRoot, TS_LOADER } from './lib/paths'

const [command = 'dev', ...rest] = process.argv.slice(2)
const bin = (name: string) => `${projectRoot}/node_modules/.bin/${name}`

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(cmd, args, { cwd: projectRoot, env, stdio: 'inherit' })
}

const exitCode = (child: ChildProcess): Promise<number> =>
  new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))

/** The processes of a production release: they run with NODE_ENV=production and its checks. */
const PRODUCTION = new Set(['start', 'worker'])
/** Development keeps its own settings (Next reads them); the other commands read production's. */
const DEVELOPMENT = new Set(['dev', 'db', 'migrate:create'])

/**
 * `next build`, then .next/standalone completed for the image (scripts/standalone.ts). No page is
 * prerendered from content (src/server/payload.ts refuses the Local API while Next builds), so
 * the build neither starts nor reads a database: its pages come from the one the server uses.
 */
async function build(): Promise<number> {
  const step = (cmd: string, args: string[]) => {
    const child = run(cmd, args, process.env)
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => child.kill(signal))
    }
    return exitCode(child)
  }
  return (
    (await step(bin('next'), ['build', ...rest])) || step(bin('tsx'), ['scripts/standalone.ts'])
  )
}

async function main(): Promise<number> {
  // .env.production and .env as Next reads them in production: `migrate` and `seed` work on the
  // database that `start` will use, `build` sees its PAYMENT_PROVIDER.
  if (!DEVELOPMENT.has(command)) nextEnv.loadEnvConfig(projectRoot, false)
  if (PRODUCTION.has(command)) {
    // No development default at all.
    const missing = missingProductionSettings(process.env)
    if (missing.length) {
      console.error(productionRefusal(missing))
      return 1
    }
  }
  // Nothing of a database goes into a build (README "Going to production"): it starts none.
  if (command === 'build') return build()
  // A server of the operator's (DATABASE_URL), not the embedded one this script starts.
  const external = Boolean(process.env.DATABASE_URL)
  const database = await ensureDatabase()
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url }
  let child: ChildProcess | undefined
  const shutdown = async (signal: NodeJS.Signals) => {
    child?.kill(signal)
    if (child) await exitCode(child)
    await database.stop()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, shutdown)

  // Migrating (`migrate`, `seed`, `dev` first) holds Postgres's advisory lock for its session
  // (scripts/lib/migrations.ts): on the direct URL, not through a pooler in transaction mode, and
  // with no statement timeout, which would end the wait for another process's migrations.
  const migrating: NodeJS.ProcessEnv = {
    ...env,
    DATABASE_URL: (external && process.env.DATABASE_MIGRATE_URL?.trim()) || database.url,
    DATABASE_STATEMENT_TIMEOUT: '0',
  }
  // `payload run` loads TypeScript through an API that can let Node exit mid-way (silently, 0):
  // the scripts run under tsx's loader instead, and Payload's CLI without its own transpiling.
  const prepare = (...args: string[]) =>
    exitCode(
      (child = run(process.execPath, [...TS_LOADER, 'scripts/prepare.ts', ...args], migrating)),
    )
  const payloadCli = (args: string[]) =>
    exitCode((child = run(process.execPath, [...payloadBin, ...args], env)))
  const production = (script: string) =>
    exitCode(
      (child = run(process.execPath, [...TS_LOADER, script, ...rest], {
        ...env,
        NODE_ENV: 'production',
      })),
    )
  const steps: Record<string, () => Promise<number>> = {
    dev: async () =>
      (await prepare()) || exitCode((child = run(bin('next'), ['dev', ...rest], env))),
    // scripts/server.ts, not `next start`: the client's address must come from the socket.
    start: () => production('scripts/server.ts'),
    // Plain node on a bundle: no TypeScript loader in production.
    worker: async () =>
      exitCode(
        (child = run(process.execPath, [await bundleWorker(), ...rest], {
          ...env,
          NODE_ENV: 'production',
        })),
      ),
    migrate: () => prepare('--seed=never'),
    seed: () => prepare('--seed=always'),
    // Payload writes the migration and its index in its own style: ours is Prettier's (npm test).
    'migrate:create': async () =>
      (await payloadCli(['migrate:create', ...rest])) ||
      exitCode((child = run(bin('prettier'), ['--write', 'src/migrations'], env))),
    db: async () => {
      console.log(`Postgres is up: ${database.url}\nPress Ctrl-C to stop it.`)
      // Postgres runs in its own session: only this timer keeps us here until the signal.
      setInterval(() => {}, 1 << 30)
      return new Promise<number>(() => {})
    },
  }
  const step = steps[command]
  if (!step) {
    console.error(`Unknown command "${command}". Use one of: ${Object.keys(steps).join(', ')}`)
    return 2
  }
  const code = await step()
  await database.stop()
  return code
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
