import { spawn, spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { localProductionEnv } from '../../scripts/lib/local-production-env'

const root = path.resolve(import.meta.dirname, '../..')

/** What a production build served on this machine is told (scripts/lib/local-production-env.ts). */
export function appEnv(port: number, databaseUrl: string) {
  const outboxDir = path.join(os.tmpdir(), `bench-outbox-${process.pid}`)
  const { DATABASE_URL, SERVER_URL, ...settings } = localProductionEnv({
    port,
    databaseUrl,
    outboxDir,
    // The development default, stated as production asks.
    mediaDir: 'media',
  })
  // Kept in this process too: cards a benchmark issues itself must hash with the server's key.
  for (const [name, value] of Object.entries(settings)) process.env[name] ??= value
  // bench/lighthouse.ts audits Next's own floor (/framework-floor/) beside the shop's pages.
  return { ...process.env, DATABASE_URL, SERVER_URL, BENCH_FRAMEWORK_FLOOR: '1' }
}

/** The release steps in README's order, seed then `npm run build` (which reads no database). */
export function buildApp(port: number, databaseUrl: string): boolean {
  const steps = 'node --import tsx scripts/app.ts seed && node --import tsx scripts/app.ts build'
  const build = spawnSync('sh', ['-c', steps], {
    cwd: root,
    env: appEnv(port, databaseUrl),
    stdio: 'inherit',
  })
  return build.status === 0
}

/**
 * `npm start` of the last build on the given database, migrated and seeded first (`npm run seed`),
 * in a process group of its own so that stopping it stops Next as well.
 */
export function startApp(port: number, databaseUrl: string) {
  // The release steps, then the server: `npm start` neither migrates nor seeds. BENCH_NODE_OPTIONS
  // go to the server's processes only, e.g. '--require <a profiler preload>'.
  const serverOptions = process.env.BENCH_NODE_OPTIONS
  const start = `node --import tsx scripts/app.ts start -p ${port}`
  const steps = `npx tsx scripts/app.ts seed && exec ${serverOptions ? 'env NODE_OPTIONS="$BENCH_NODE_OPTIONS" ' : ''}${start}`
  const server = spawn('sh', ['-c', steps], {
    cwd: root,
    env: appEnv(port, databaseUrl),
    stdio: 'ignore',
    detached: true,
  })
  return {
    /** The process group of the server (its id): the start script, Next and their children. */
    group: server.pid!,
    /**
     * Resolves once the health check answers (a first start seeds, which takes a while: 220 s
     * measured on a 2-core machine busy with other builds).
     */
    ready: async () => {
      for (let attempt = 0; attempt < 1800; attempt++) {
        const ok = await fetch(`http://localhost:${port}/api/health/`).then(
          (r) => r.ok,
          () => false,
        )
        if (ok) return
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      throw new Error('The server did not start (did `npm run build` run?)')
    },
    stop: async () => {
      if (server.exitCode !== null) return
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    },
  }
}

/** The p-th percentile of sorted durations (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
