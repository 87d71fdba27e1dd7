import type { Payload } from 'payload'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { jobQueueReader, type JobQueues, workedQueues } from './job-queues'

/**
 * What the gauges read at scrape time: the Payload pool of this process, and whether this process
 * works the job queues (the worker, or a single process with JOBS=on) and so reports them.
 */
type Pool = Payload['db']['pool']
type Sources = { pool?: Pool; jobQueues?: JobQueues }

/**
 * Every metric of the process, in one registry. Label values are always of a bounded set the code
 * or the build defines (route patterns, operation names, error codes, limit and queue names),
 * never a path, an address or anything else a request chose.
 */
function create() {
  const registry = new Registry()
  const registers = [registry]
  const sources: Sources = {}
  collectDefaultMetrics({ register: registry })
  const readQueues = jobQueueReader(() => sources.jobQueues)

  const gauge = (name: string, help: string, read: (pool: Pool) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (sources.pool) this.set(read(sources.pool))
      },
    })
  gauge(
    'storefront_db_pool_connections',
    'Open connections of the Postgres pool',
    (pool) => pool.totalCount,
  )
  gauge(
    'storefront_db_pool_idle_connections',
    'Idle connections of the Postgres pool',
    (pool) => pool.idleCount,
  )
  gauge(
    'storefront_db_pool_waiting_clients',
    'Queries waiting for a connection of the Postgres pool',
    (pool) => pool.waitingCount,
  )

  // One query per scrape feeds these three (job-queues.ts).
  const queueGauge = (name: string, help: string, field: 'due' | 'oldestSeconds' | 'failed') =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const rows = await readQueues()
        this.reset()
        for (const row of rows) this.set({ queue: row.queue }, row[field])
      },
    })
  queueGauge('storefront_job_queue_depth', 'Jobs due and not done, per queue', 'due')
  queueGauge(
    'storefront_job_queue_oldest_age_seconds',
    'How long the oldest job due has been waiting, per queue',
    'oldestSeconds',
  )
  queueGauge('storefront_job_queue_failed', 'Jobs that failed for good, kept per queue', 'failed')

  return {
    registry,
    sources,
    httpRequests: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, with their duration',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    gatewayOperations: new Histogram({
      name: 'storefront_gateway_operation_duration_seconds',
      help: 'Gateway operations by name, with their duration',
      labelNames: ['operation'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    gatewayErrors: new Counter({
      name: 'storefront_gateway_errors_total',
      help: 'Errors gateway operations answered inside data, by operation and code (spec §8)',
      labelNames: ['operation', 'code'] as const,
      registers,
    }),
    redisErrors: new Counter({
      name: 'storefront_redis_errors_total',
      help: 'Errors of the Redis connections, by connection role',
      labelNames: ['role'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'storefront_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit',
      labelNames: ['limit'] as const,
      registers,
    }),
    cardsIssued: new Counter({
      name: 'storefront_cards_issued_total',
      help: 'Gift cards issued',
      registers,
    }),
    payments: new Counter({
      name: 'storefront_payments_total',
      help: "Payment providers' notifications applied, by outcome",
      labelNames: ['outcome'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'storefront_job_failures_total',
      help: 'Job runs that failed (retried or not), by queue and task',
      labelNames: ['queue', 'task'] as const,
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof create>

// One registry per process: Next bundles this module into several chunks (and the web server
// loads it once more), each with its own module state (STACK.md trap 10).
const shared = globalThis as typeof globalThis & { storefrontMetrics?: Metrics }

/** The process's metrics, made on first use. */
export const metrics = (): Metrics => (shared.storefrontMetrics ??= create())

/**
 * Reports this Payload's pool (called by the config's onInit in every process) and, in the process
 * that works the queues, the job queues: a web instance with JOBS=off would only repeat the
 * worker's figures.
 */
export function watchPayload(payload: Payload, worksQueues: boolean): void {
  const { sources } = metrics()
  sources.pool = payload.db.pool
  sources.jobQueues = worksQueues
    ? { pool: payload.db.pool, names: workedQueues(payload) }
    : undefined
}
