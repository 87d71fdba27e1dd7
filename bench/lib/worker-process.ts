import { spawn } from 'node:child_process'

import { bundleWorker } from '../../scripts/lib/bundle'
import { startRedis } from '../../scripts/lib/redis'
import { appEnv } from './app-server'

/**
 * The jobs worker as production runs it beside web instances started with `JOBS=off` and
 * REDIS_URL (README "Running several instances"): `node .next/worker/worker.mjs` on the app's
 * database, in a process group of its own.
 */
export async function startWorker(port: number, databaseUrl: string) {
  const worker = spawn(process.execPath, [await bundleWorker()], {
    env: appEnv(port, databaseUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  worker.stdout.on('data', collect)
  worker.stderr.on('data', collect)
  const exited = new Promise((resolve) => worker.once('exit', resolve))
  for (const started = Date.now(); !output.includes('Worker ready');) {
    if (worker.exitCode !== null || Date.now() - started > 120_000) {
      throw new Error(`The worker did not start:\n${output.slice(-3000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    group: worker.pid!,
    stop: async () => {
      if (worker.exitCode !== null) return
      process.kill(-worker.pid!, 'SIGTERM')
      await exited
    },
  }
}

/**
 * The jobs as production runs them (issue 39 point 5), unless BENCH_JOBS=web: call before the app
 * starts (Redis and JOBS=off reach its environment), `start` once it is ready, `stop` after it.
 */
export async function jobsAsProduction() {
  const inWorker = process.env.BENCH_JOBS !== 'web'
  const redis = inWorker ? await startRedis() : null
  if (redis) Object.assign(process.env, { REDIS_URL: redis.url, JOBS: 'off' })
  let worker: Awaited<ReturnType<typeof startWorker>> | null = null
  return {
    async start(port: number, databaseUrl: string) {
      worker = redis ? await startWorker(port, databaseUrl) : null
      console.log(
        `fulfilment: ${worker ? 'in the worker (web: JOBS=off, Redis)' : 'in the web process'}`,
      )
    },
    async stop() {
      await worker?.stop()
      await redis?.stop()
    },
  }
}
