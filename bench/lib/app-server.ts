import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { localProductionEnv } from '../../scripts/lib/local-production-env'

/**
 * `npm start` of the last build on the given database, migrated and seeded first (`npm run seed`),
 * in a process group of its own so that stopping it stops Next as well.
 */
export function startApp(port: number, databaseUrl: string) {
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
  // The release steps, then the server: `npm start` neither migrates nor seeds.
  const steps = `npx tsx scripts/app.ts seed && exec npx tsx scripts/app.ts start -p ${port}`
  const server = spawn('sh', ['-c', steps], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL, SERVER_URL },
    stdio: 'ignore',
    detached: true,
  })
  return {
    /** The process group of the server (its id): the start script, Next and their children. */
    group: server.pid!,
    /** Resolves once the health check answers (a first start seeds, which takes a while). */
    ready: async () => {
      for (let attempt = 0; attempt < 600; attempt++) {
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
