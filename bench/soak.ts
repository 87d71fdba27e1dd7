/**
 * Soak (issue 35 point 11): mixed shopper traffic (browse, search, 404s, cart, checkout on the
 * payment simulator, balance checks) on the built server with Redis, first as fast as 16 shoppers
 * go (the capacity, 30 s), then at SOAK_LOAD of it for SOAK_MINUTES. Every 15 s it reads the
 * server's RSS, Postgres's connections to the shop's database, Redis's memory and the window's p95.
 * Aim: after the warm-up each grows ≤ 10 % and no answer is an error. Writes an SVG plot of RSS
 * and p95 beside the run's results (bench/results/), or to SOAK_PLOT.
 * Usage: npm run build && npm run bench:soak   (its own server, database and Redis)
 *   SOAK_MINUTES (30), SOAK_WARM_UP_MINUTES (5), SOAK_LOAD (0.7), BENCH_PORT
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import pg from 'pg'

import { startRedis } from '../scripts/lib/redis'
import { createThrowawayDatabase } from '../scripts/lib/throwaway-database'
import { freePort } from '../tests/scale/support/topology'
import { startApp } from './lib/app-server'
import { recordFigures } from './lib/figures'
import { issueHolderCards } from './lib/holder-cards'
import { mixSetUp, type Timed } from './lib/soak-mix'
import { groupRssMb, growth, type Sample, soakSvg, windowP95 } from './lib/soak-samples'

const minutes = Number(process.env.SOAK_MINUTES ?? 30)
const warmUpMinutes = Number(process.env.SOAK_WARM_UP_MINUTES ?? Math.min(5, minutes / 6))
const load = Number(process.env.SOAK_LOAD ?? 0.7)
const SAMPLE_MS = 15_000
const CAPACITY_SHOPPERS = 16
const BALANCE = 5000
const port = Number(process.env.BENCH_PORT ?? (await freePort()))
const origin = `http://localhost:${port}`

const redis = await startRedis()
// Shared state in Redis, as several instances keep it (and as production runs).
process.env.REDIS_URL = redis.url
const database = await createThrowawayDatabase('test_benchsoak')
const server = startApp(port, database.url)
const db = new pg.Client({ connectionString: database.url })
const redisClient = new Redis(redis.url, { lazyConnect: true })
const problems: string[] = []
try {
  await server.ready()
  await db.connect()
  await redisClient.connect()
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text FROM products WHERE _status = 'published' AND multi_brand ORDER BY id LIMIT 1`,
  )
  const cards = await issueHolderCards(db, { count: 200, balance: BALANCE, productId: rows[0]!.id })
  const step = await mixSetUp(db, origin, cards, BALANCE)
  const noted = (timed: Timed) => {
    if (timed.call.problem) problems.push(`${timed.operation}: ${timed.call.problem.slice(0, 200)}`)
    return timed
  }

  // Capacity: 16 shoppers in closed loops, 10 s of warm-up, then 30 s counted.
  let counted = 0
  let counting = false
  const capacityEnd = Date.now() + 40_000
  setTimeout(() => (counting = true), 10_000)
  await Promise.all(
    Array.from({ length: CAPACITY_SHOPPERS }, async () => {
      while (Date.now() < capacityEnd) {
        noted(await step(Math.random() * 100))
        if (counting) counted++
      }
    }),
  )
  const capacity = counted / 30
  const rate = capacity * load
  console.log(`capacity ${capacity.toFixed(1)} steps/s; soaking at ${rate.toFixed(1)} steps/s`)

  // The soak: an open loop at `rate`, sampled every 15 s.
  const samples: Sample[] = []
  let times: number[] = []
  let errors = 0
  let inFlight = 0
  const startedAt = Date.now()
  const pending = new Set<Promise<void>>()
  const sampler = setInterval(async () => {
    const [{ rows: pgRows }, memory] = await Promise.all([
      db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()',
      ),
      redisClient.info('memory'),
    ])
    const usedBytes = Number(/used_memory:(\d+)/.exec(memory)?.[1] ?? 0)
    samples.push({
      minute: (Date.now() - startedAt) / 60_000,
      rssMb: groupRssMb(server.group),
      pgConnections: pgRows[0]!.n,
      redisMb: usedBytes / 1e6,
      p95: windowP95(times),
      requests: times.length,
      errors,
    })
    const last = samples.at(-1)!
    console.log(
      `${last.minute.toFixed(1).padStart(5)} min  RSS ${last.rssMb.toFixed(0)} MB  pg ${last.pgConnections}` +
        `  redis ${last.redisMb.toFixed(1)} MB  p95 ${last.p95.toFixed(0)} ms  ${last.requests} steps  ${errors} errors`,
    )
    times = []
    errors = 0
  }, SAMPLE_MS)
  let owed = 0
  let skipped = 0
  while (Date.now() - startedAt < minutes * 60_000) {
    owed += rate / 10
    for (; owed >= 1; owed--) {
      // Bounded: a server that falls behind shows as errors, not as an ever-growing queue here.
      if (inFlight >= 200) {
        errors++
        skipped++
        continue
      }
      inFlight++
      const run = step(Math.random() * 100).then((timed) => {
        inFlight--
        times.push(timed.call.ms)
        if (noted(timed).call.problem) errors++
      })
      pending.add(run)
      void run.finally(() => pending.delete(run))
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await Promise.all(pending)
  clearInterval(sampler)
  if (skipped)
    problems.push(`${skipped} steps not sent: 200 were in flight (the server fell behind)`)

  const grown = growth(samples, warmUpMinutes)
  console.log(`\nafter ${warmUpMinutes} min of warm-up (first three samples → last three):`)
  for (const { key, from, to, growth: g } of grown) {
    const verdict = g <= 0.1 ? 'met' : 'missed'
    console.log(
      `${key.padEnd(16)} ${from.toFixed(1).padStart(8)} → ${to.toFixed(1).padStart(8)}  ${(g * 100).toFixed(1).padStart(6)} %  (aim ≤ 10 %: ${verdict})`,
    )
  }
  recordFigures(
    'soak',
    grown.map(({ key, growth: g }) => ({
      name: `soak ${key} growth`,
      value: Number((g * 100).toFixed(1)),
      unit: '%',
      higher: false,
      aim: '≤ 10',
    })),
  )
  const plot =
    process.env.SOAK_PLOT ??
    path.join(
      import.meta.dirname,
      'results',
      `soak-${new Date().toISOString().replaceAll(':', '-')}.svg`,
    )
  fs.mkdirSync(path.dirname(plot), { recursive: true })
  fs.writeFileSync(plot, soakSvg(samples))
  console.log(`plot: ${plot}`)
  console.log(`load average (1 min) of ${os.cpus().length} cores: ${os.loadavg()[0]!.toFixed(1)}`)
  if (grown.some(({ growth: g }) => g > 0.1)) process.exitCode = 1
} finally {
  if (problems.length) {
    console.error(`${problems.length} answers were not the expected ones, first ones:`)
    for (const problem of problems.slice(0, 5)) console.error(' ', problem)
    process.exitCode = 1
  }
  redisClient.disconnect()
  await db.end()
  await server.stop()
  await database.drop()
  await redis.stop()
}
