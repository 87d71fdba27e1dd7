/**
 * Throughput and latency (p50, p95, p99) of the cached product list page and of cartV2 with one
 * standalone instance and with two behind nginx, in the same run (issue 21 point 8), and the ratio
 * two/one; the floor (GET /api/ip/, a few bytes) both ways. Both go through nginx (one upstream,
 * then two), over one database and one Redis (tests/scale/support/topology.ts).
 * Usage: npm run bench:scale   (builds first; SCALE_REUSE_BUILD=1 takes the last build)
 */
import os from 'node:os'

import { customAmountCard } from '../tests/scale/support/catalogue'
import { nginxProxy } from '../tests/scale/support/nginx'
import { prepareScaleRun } from '../tests/scale/support/scale-run'
import { freePort, startTopology } from '../tests/scale/support/topology'
import { closedLoop, HEADER, type RecordCall, reportProblems } from './lib/closed-loop'
import { shopper } from './lib/shopper'

const SHOPPERS = 16
const LIST = '/cartes-cadeaux/'
const loop = { workers: SHOPPERS, warmUpMs: 5000, wanted: 1500 }

/** A timed GET, expected to answer 200. */
async function get(url: string, name: string, record: RecordCall) {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  const problem = response.ok ? null : `status ${response.status}`
  record(name, { ms: performance.now() - started, problem })
}

/** The three loops against one address: the floor, the list page, cartV2 of known carts. */
async function measure(origin: string, product: string) {
  const shoppers = Array.from({ length: SHOPPERS }, () => shopper(origin))
  for (const one of shoppers) {
    const added = await one.add({
      productId: product,
      deliveryType: 'DIGITAL',
      amount: 2500,
      qty: 1,
      deliveryMode: 'DEFAULT',
    })
    if (added.problem) throw new Error(`Could not fill a cart: ${added.problem}`)
  }
  const floor = await closedLoop(loop, ['floor: GET /api/ip/'], (_, record) =>
    get(`${origin}/api/ip/`, 'floor: GET /api/ip/', record),
  )
  const page = await closedLoop(loop, [`GET ${LIST}`], (_, record) =>
    get(`${origin}${LIST}`, `GET ${LIST}`, record),
  )
  const cart = await closedLoop(loop, ['cartV2'], async (worker, record) =>
    record('cartV2', await shoppers[worker]!.cart()),
  )
  return [floor, page, cart]
}

const cleanUp = await prepareScaleRun({ reuseBuild: process.env.SCALE_REUSE_BUILD === '1' })
const topology = await startTopology({
  instances: 2,
  worker: false,
  proxy: true,
  database: 'seeded',
}).catch(async (error: unknown) => {
  await cleanUp()
  throw error
})
const one = nginxProxy(await freePort(), [topology.instances[0]!.port])
try {
  await one.start()
  const product = await customAmountCard(topology)
  const load = () => os.loadavg()[0]!.toFixed(1)
  const loadBefore = load()
  console.log(`closed loops of ${SHOPPERS} clients over HTTP through nginx; warm-up excluded`)
  const single = await measure(one.url, product)
  const double = await measure(topology.proxy!.url, product)
  console.log(...HEADER)
  for (const [label, runs] of [
    ['(1 instance)', single],
    ['(2 instances)', double],
  ] as const) {
    for (const run of runs) for (const row of run.rows(label)) console.log(...row)
  }
  console.log('ratio two/one:'.padEnd(32), 'req/s'.padStart(8), 'p95'.padStart(8))
  single.forEach((run, index) => {
    const [a] = run.rows('')
    const [b] = double[index]!.rows('')
    const ratio = (cell: number) => (Number(b![cell]) / Number(a![cell])).toFixed(2).padStart(8)
    console.log(a![0]!.trim().padEnd(32), ratio(5), ratio(3))
  })
  console.log(
    `${os.cpus().length} cores (${os.cpus()[0]?.model}); load average (1 min) ${loadBefore} before, ${load()} after`,
  )
  const problems = [...single, ...double].flatMap((run) => run.problems)
  reportProblems(problems)
} finally {
  await one.stop()
  await topology.stop()
  await cleanUp()
}
