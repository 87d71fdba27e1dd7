import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import {
  createDatabaseFrom,
  createDatabaseIfMissing,
  dropDatabase,
  withDatabase,
} from '../../../scripts/lib/databases'
import { bundleWorker } from '../../../scripts/lib/bundle'
import { projectRoot } from '../../../scripts/lib/paths'
import { startRedis } from '../../../scripts/lib/redis'
import { nginxProxy } from './nginx'
import { answers, managedProcess, stopAll, waitFor } from './process'

const standaloneServer = path.join(projectRoot, '.next', 'standalone', 'server.mjs')

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

export type TopologyOptions = {
  /** Web instances from the standalone build (JOBS=off). */
  instances: number
  worker: boolean
  /** nginx in front: every instance's SERVER_URL is then the proxy's (the shop's public address). */
  proxy: boolean
  /** A copy of the seeded database (scale's global setup), or an empty one. */
  database: 'seeded' | 'empty'
  /** Leaves the instances and the worker to the caller (an empty database is migrated first). */
  deferStart?: boolean
}

/**
 * The several-instances topology on this machine (README, Running several instances): one Redis,
 * one database on the run's Postgres, web instances of the standalone build, the worker and nginx,
 * all sharing the run's secrets, one mail outbox and one media folder (scale's global setup).
 * `stop()` ends every process and drops the database, whatever failed before.
 */
export async function startTopology(options: TopologyOptions) {
  const serverUrl = process.env.SCALE_SERVER_URL!
  const name = `test_scalerun_${Date.now()}_${process.pid}`
  if (options.database === 'seeded') {
    await createDatabaseFrom(serverUrl, name, process.env.SCALE_TEMPLATE_DATABASE!)
  } else await createDatabaseIfMissing(serverUrl, name)
  const databaseUrl = withDatabase(serverUrl, name)
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-outbox-'))
  let redis = await startRedis()
  const redisPort = Number(new URL(redis.url).port)
  const ports = await Promise.all(Array.from({ length: options.instances }, freePort))
  const proxyPort = options.proxy ? await freePort() : null
  const settings = (port: number): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      JOBS: 'off',
      MAIL_OUTBOX_DIR: outboxDir,
      SERVER_URL: `http://localhost:${proxyPort ?? port}`,
      // deploy/nginx.conf appends its peer (this machine) to X-Forwarded-For: one hop more to
      // trust, so the addresses the tests write as their clients' still name them.
      ...(proxyPort === null ? {} : { TRUSTED_PROXIES: '2' }),
    }
    delete env.SINGLE_INSTANCE
    return env
  }

  const instances = ports.map((port, index) => {
    const url = `http://localhost:${port}`
    const instance = managedProcess({
      name: `web-${index + 1}`,
      command: process.execPath,
      // No -H: started with `-H 127.0.0.1` the built proxy (next-intl) sends every page elsewhere
      // (`/` → 308 /fr/, `/cartes-cadeaux/` → 307 /gift-cards/).
      args: [standaloneServer, '-p', String(port)],
      env: settings(port),
      // A cold start on a busy 2-core machine takes a while.
      ready: () => waitFor(() => answers(`${url}/api/health/`), 120_000),
    })
    return { ...instance, port, url }
  })
  const worker = managedProcess({
    name: 'worker',
    // As `npm run worker` runs it, without the lifecycle around: plain node on the bundle.
    command: process.execPath,
    args: [await bundleWorker()],
    // It turns JOBS on itself (scripts/worker.ts).
    env: settings(ports[0] ?? 0),
    ready: (output) => waitFor(() => output().includes('Worker ready'), 120_000),
  })
  const proxy = proxyPort === null ? null : nginxProxy(proxyPort, ports)

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  // Postgres restarted (the chaos test): idle connections end; the next query connects anew.
  pool.on('error', () => {})
  const stop = async () => {
    await proxy?.stop()
    await stopAll()
    await pool.end()
    await redis.stop()
    fs.rmSync(outboxDir, { recursive: true, force: true })
    await dropDatabase(serverUrl, name)
  }
  try {
    if (!options.deferStart) {
      await Promise.all(instances.map((instance) => instance.start()))
      if (options.worker) await worker.start()
      await proxy?.start()
    }
  } catch (error) {
    await stop()
    throw error
  }
  return {
    databaseUrl,
    outboxDir,
    redisUrl: redis.url,
    /** Redis crashes (SIGKILL): its data is gone, as with a Redis that keeps nothing on disk. */
    killRedis: () => redis.kill(),
    /** Redis is back, empty, at the same address (the instances reconnect by themselves). */
    startRedisAgain: async () => void (redis = await startRedis(redisPort)),
    instances,
    worker,
    proxy,
    /** Where shoppers go: the proxy, or the first instance without one. */
    url: proxy?.url ?? instances[0]!.url,
    query: async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
      (await pool.query<T>(sql, values)).rows,
    stop,
  }
}

export type Topology = Awaited<ReturnType<typeof startTopology>>
