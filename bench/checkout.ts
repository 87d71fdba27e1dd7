/**
 * Latency (p50, p95, p99) and throughput of placeOrder over HTTP for 32 shoppers at once (closed
 * loop: each fills a new cart with one e-card, places it, and pays it on the local payment page,
 * whose signed webhook marks the order paid and starts issuing its card); then for one shopper.
 * The worker issues the cards beside a web process with JOBS=off and Redis, as production runs
 * (BENCH_JOBS=web: in the web process).
 * Usage: npm run build && npm run bench:checkout   (its own server, worker, Redis and database)
 */
import os from 'node:os'

import pg from 'pg'

import { createThrowawayDatabase } from '../scripts/lib/throwaway-database'
import { startApp } from './lib/app-server'
import { sellableProducts } from './lib/carts'
import { recordFigures } from './lib/figures'
import { closedLoop, HEADER, type RecordCall, reportProblems } from './lib/closed-loop'
import { payOnSimulator, shopper } from './lib/shopper'
import { jobsAsProduction } from './lib/worker-process'

const PORT = Number(process.env.BENCH_PORT ?? 3214)
const origin = `http://localhost:${PORT}`
const SHOPPERS = 32

const billingAddress = {
  customerType: 'PRIVATE' as const,
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  street: 'rue de Rivoli',
  houseNumber: 10,
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
}

const jobs = await jobsAsProduction()
const database = await createThrowawayDatabase('test_benchcheckout')
const server = startApp(PORT, database.url)
const db = new pg.Client({ connectionString: database.url })
try {
  await server.ready()
  await jobs.start(PORT, database.url)
  await db.connect()
  const products = (await sellableProducts(db)).filter((product) => !product.fixedDigital)
  const load = () => os.loadavg()[0]!.toFixed(1)
  const loadBefore = load()
  let round = 0
  async function checkout(_: number, record: RecordCall) {
    const one = shopper(origin)
    const productId = products[round++ % products.length]!.id
    const input = { productId, deliveryType: 'DIGITAL', amount: 2500, qty: 1 } as const
    await one.add({ ...input, deliveryMode: 'DEFAULT' })
    const placed = await one.placeOrder({
      billingAddress,
      sameAsBilling: true,
      paymentMethod: 'creditcard',
      termsAccepted: true,
    })
    record('placeOrder', placed)
    if (!placed.redirectUrl) return
    const paid = await payOnSimulator(origin, placed.redirectUrl)
    record('pay on the local page', paid)
    record('placeOrder + pay', { ms: placed.ms + paid.ms, problem: placed.problem ?? paid.problem })
  }
  const names = ['placeOrder', 'pay on the local page', 'placeOrder + pay']
  const runs = [
    await closedLoop({ workers: SHOPPERS, wanted: 1000, warmUpMs: 10_000 }, names, checkout),
    await closedLoop({ workers: 1, wanted: 200, warmUpMs: 2000 }, names, checkout),
  ]
  console.log('closed loops over HTTP to next start; warm-up excluded')
  console.log(...HEADER)
  runs.forEach((run, index) => {
    const label = `(${index === 0 ? SHOPPERS : 1})`
    for (const row of run.rows(label)) console.log(...row)
    recordFigures('checkout', run.figures(label))
  })
  const rate = runs[0]!.stat('placeOrder + pay').rate
  console.log(`placed and paid orders per second: ${rate.toFixed(1)} (issue 39 aim: ≥ 45)`)
  console.log(
    `load average (1 min) of ${os.cpus().length} cores: ${loadBefore} before, ${load()} after`,
  )
  const { rows } = await db.query<{ status: string; n: string }>(
    `SELECT status, count(*) AS n FROM orders WHERE status <> 'cart' GROUP BY status ORDER BY status`,
  )
  console.log(`orders: ${rows.map((row) => `${row.status} ${row.n}`).join(', ')}`)
  const problems = runs.flatMap((run) => run.problems)
  reportProblems(problems)
} finally {
  await db.end()
  await server.stop()
  await jobs.stop()
  await database.drop()
}
