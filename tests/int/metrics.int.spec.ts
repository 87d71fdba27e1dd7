import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import Redis from 'ioredis'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'
import { serveMetrics } from '@/server/metrics/endpoint'
import { createRateLimit } from '@/server/rate-limit'
import { warnOnError } from '@/server/redis'

import { type Sample, scrape, valueOf } from '../support/metrics-text'
import {
  buyer,
  cardsOf,
  customAmountCardId,
  decide,
  eventually,
  referenceOf,
  signedWebhook,
} from './checkout-buyer'

// Issue 36 point 8: each counter moves when what it counts happens, read as Prometheus reads it.
let payload: Payload
let listener: Server
let card: string
const metricsUrl = () => `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  card = await customAmountCardId(payload)
  // Port 0: any free one.
  vi.stubEnv('METRICS_PORT', '0')
  listener = serveMetrics()!
  await new Promise((resolve) => listener.once('listening', resolve))
}, 300_000)

afterAll(async () => {
  vi.unstubAllEnvs()
  await new Promise((resolve) => listener.close(resolve))
  // This file's own queues only: no job of it is left for another file's worker.
  await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue LIKE 'metrics-%'`)
  await payload.destroy()
})

/** How much each figure moved while `act` ran. */
async function moved(act: () => Promise<unknown>, ...figures: [string, Record<string, string>?][]) {
  const read = (samples: Sample[]) =>
    figures.map(([name, labels]) => valueOf(samples, name, labels))
  const before = read(await scrape(metricsUrl()))
  await act()
  const after = read(await scrape(metricsUrl()))
  return after.map((value, index) => value - before[index]!)
}

describe('issue 36 point 8: metrics', () => {
  it('a paid order counts its payment once and each card it issued', async () => {
    const shopper = buyer()
    const receivers = [{ name: 'Ines', email: 'ines-metrics@example.fr' }]
    await shopper.add({
      productId: card,
      deliveryType: 'DIGITAL',
      amount: 2500,
      qty: 2,
      deliveryMode: 'SINGLE',
      receivers,
    })
    const placed = await shopper.place()
    const reference = referenceOf(placed.redirectUrl)
    await decide(reference, 'paid')
    const delivery = signedWebhook(reference, 'paid')
    const counts = await moved(
      async () => {
        expect((await delivery()).status).toBe(200)
        expect((await delivery()).status).toBe(200)
        await eventually(
          () => cardsOf(payload, placed.orderUuid!),
          (rows) => rows.length === 2,
        )
      },
      ['storefront_payments_total', { outcome: 'paid' }],
      ['storefront_payments_total', { outcome: 'replay' }],
      ['storefront_cards_issued_total'],
    )
    expect(counts).toEqual([1, 1, 2])
  })

  it('a refusal counts under its limit’s name, an allowed use does not', async () => {
    const name = `metrics-${randomUUID()}`
    const limit = createRateLimit({ name, limit: 1, windowMs: 60_000 })
    const [refusals] = await moved(async () => {
      expect(await limit.consume(payload, '192.0.2.10')).toBe(true)
      expect(await limit.consume(payload, '192.0.2.10')).toBe(false)
      expect(await limit.exceeded(payload, '192.0.2.10')).toBe(true)
    }, ['storefront_rate_limit_refusals_total', { limit: name }])
    expect(refusals).toBe(2)
  })

  it('a Redis connection that fails counts its errors by role', async () => {
    // Nothing listens on port 1: refused at once, and not tried again.
    const connection = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      retryStrategy: () => null,
    })
    warnOnError(connection, 'commands')
    const [errors] = await moved(
      () => connection.connect().catch(() => {}),
      ['storefront_redis_errors_total', { role: 'commands' }],
    )
    expect(errors).toBeGreaterThanOrEqual(1)
    connection.disconnect()
  })

  it('a job that fails counts by queue and task', async () => {
    // An order id Postgres cannot take as an integer: the issuing fails at its first query.
    const job = await payload.jobs.queue({
      task: 'issueOrderCards',
      input: { orderId: 99_999_999_999 },
      queue: 'metrics-failing',
    })
    const [failures] = await moved(
      () => payload.jobs.runByID({ id: job.id, silent: true }),
      ['storefront_job_failures_total', { queue: 'metrics-failing', task: 'issueOrderCards' }],
    )
    expect(failures).toBe(1)
  })

  it('reports the pool and, per queue, the jobs due, the oldest one’s age and those that failed', async () => {
    const insert = `INSERT INTO payload_jobs (task_slug, queue, input, created_at, wait_until, has_error)
      VALUES ('purgeStaleCarts', 'metrics-queue', '{}', now() - $1::interval, $2, $3)`
    await payload.db.pool.query(insert, ['90 seconds', null, false])
    await payload.db.pool.query(insert, ['10 seconds', null, false])
    // Due later (no backlog yet), and failed for good.
    await payload.db.pool.query(insert, ['10 seconds', new Date(Date.now() + 3_600_000), false])
    await payload.db.pool.query(insert, ['10 seconds', null, true])

    const samples = await scrape(metricsUrl())
    const queue = { queue: 'metrics-queue' }
    expect(valueOf(samples, 'storefront_job_queue_depth', queue)).toBe(2)
    expect(
      valueOf(samples, 'storefront_job_queue_oldest_age_seconds', queue),
    ).toBeGreaterThanOrEqual(90)
    expect(valueOf(samples, 'storefront_job_queue_failed', queue)).toBe(1)
    // A queue the config works is there even when empty.
    expect(
      samples.some((s) => s.name === 'storefront_job_queue_depth' && s.labels.queue === 'cards'),
    ).toBe(true)
    expect(valueOf(samples, 'storefront_db_pool_connections')).toBeGreaterThan(0)
    expect(samples.some((s) => s.name === 'storefront_db_pool_waiting_clients')).toBe(true)
  })
})
