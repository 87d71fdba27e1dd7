/**
 * Latency (p50, p95, p99) of the balance check (giftcardInfo) and of a redeem paid by the card
 * alone (addGiftcardPayment + addRedeemPackage + placeRedeemOrder) for 32 card holders at once,
 * closed loops over HTTP; each holder's request comes from its own client address, and solving
 * the captcha (difficulty 1000 here) is left out of the timings. Then, in the same run, cartV2 for
 * 32 shoppers and the server's floor (GET /api/ip/) for 32 clients: issue 22 point 4 asks each
 * redeem call's p95 to stay within twice cartV2's. The fulfilment runs in the worker beside a web
 * process with JOBS=off and Redis, as production runs (BENCH_JOBS=web: in the web process).
 * Usage: npm run build && npm run bench:redeem   (its own server, worker, Redis and database)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { createThrowawayDatabase } from '../scripts/lib/throwaway-database'
import { startApp } from './lib/app-server'
import { sellableProducts } from './lib/carts'
import {
  closedLoop,
  FLOOR,
  floorStep,
  HEADER,
  type RecordCall,
  reportProblems,
} from './lib/closed-loop'
import { aimedRatio, recordFigures } from './lib/figures'
import { holder } from './lib/holder'
import { issueHolderCards } from './lib/holder-cards'
import { type Call, shopper } from './lib/shopper'
import { jobsAsProduction } from './lib/worker-process'

process.env.CAPTCHA_DIFFICULTY ??= '1000'
const outbox = path.join(os.tmpdir(), `bench-redeem-outbox-${process.pid}`)
process.env.MAIL_OUTBOX_DIR = outbox

const PORT = Number(process.env.BENCH_PORT ?? 3216)
const origin = `http://localhost:${PORT}`
const HOLDERS = 32
const CARD_BALANCE = 15_000

const billingAddress = {
  customerType: 'PRIVATE',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  street: 'rue de Rivoli',
  houseNumber: 10,
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
}

/** Another public client address for every request (81.0.0.0/8 is an ordinary ISP block). */
let requests = 0
const nextAddress = () => {
  requests++
  return `81.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`
}

async function products(db: pg.Client) {
  const { rows: choice } = await db.query<{ id: string }>(
    `SELECT id::text FROM products WHERE _status = 'published' AND multi_brand ORDER BY id LIMIT 1`,
  )
  const { rows: exchangeable } = await db.query<{ id: string; amount: number }>(
    `SELECT id::text, greatest(1000, ceil(coalesce(redeem_data_minimum_available_custom_amount, 0)
         / 100) * 100)::int AS amount
     FROM products WHERE _status = 'published' AND product_type = 'giftcard'
       AND NOT coalesce(multi_brand, false) AND NOT apple_type AND NOT coalesce(test_card, false)
       AND digital_available AND NOT coalesce(digital_out_of_stock, false)
     ORDER BY id LIMIT 12`,
  )
  if (!choice[0] || exchangeable.length === 0) throw new Error('The seed has no cards to redeem')
  return { choiceId: choice[0].id, exchangeable }
}

const jobs = await jobsAsProduction()
const database = await createThrowawayDatabase('test_benchredeem')
const server = startApp(PORT, database.url)
const db = new pg.Client({ connectionString: database.url })
try {
  await server.ready()
  await jobs.start(PORT, database.url)
  await db.connect()
  const { choiceId, exchangeable } = await products(db)
  const cards = await issueHolderCards(db, {
    count: 4000,
    balance: CARD_BALANCE,
    productId: choiceId,
  })
  let used = 0
  const nextCard = () => cards[used++ % cards.length]!
  const load = () => os.loadavg()[0]!.toFixed(1)
  const loadBefore = load()

  async function balanceCheck(_: number, record: RecordCall) {
    record('giftcardInfo', await holder(origin, nextAddress).balance(nextCard(), CARD_BALANCE))
  }

  /** One redeem; a failed call ends the run (the calls after it would have nothing to work on). */
  async function redeem(_: number, record: RecordCall) {
    const one = holder(origin, nextAddress)
    const must = (name: string, call: Call) => {
      record(name, call)
      if (call.problem) throw new Error(`${name}: ${call.problem.slice(0, 300)}`)
      return call.ms
    }
    const captcha = await one.captchaToken()
    const chosen = exchangeable[used % exchangeable.length]!
    const input = { productId: chosen.id, deliveryType: 'DIGITAL', amount: chosen.amount, qty: 1 }
    const total =
      must('addGiftcardPayment', await one.addCard(nextCard(), captcha)) +
      must('addRedeemPackage', await one.choose(input)) +
      must('placeRedeemOrder', await one.place({ billingAddress, termsAccepted: true }))
    record('redeem (the three calls)', { ms: total, problem: null })
  }

  /** 32 shoppers reading their one-card cart, the cart page's read. */
  const shoppers = Array.from({ length: HOLDERS }, () => shopper(origin))
  const [sold] = await sellableProducts(db)
  for (const one of shoppers) {
    const input = { productId: sold!.id, deliveryType: 'DIGITAL', amount: 5000, qty: 1 } as const
    const call = await one.add({ ...input, deliveryMode: 'DEFAULT' })
    if (call.problem) throw new Error(`addGiftcardPackage: ${call.problem}`)
  }
  async function readCart(worker: number, record: RecordCall) {
    record('cartV2', await shoppers[worker]!.cart())
  }

  console.log('closed loops over HTTP to next start; warm-up excluded')
  console.log(...HEADER)
  const checks = await closedLoop(
    { workers: HOLDERS, wanted: 1000, warmUpMs: 10_000 },
    ['giftcardInfo'],
    balanceCheck,
  )
  for (const row of checks.rows(`(${HOLDERS})`)) console.log(...row)
  recordFigures('redeem', checks.figures(`(${HOLDERS})`))
  const problems = [...checks.problems]
  try {
    await redeem(0, () => undefined)
    const redeemNames = [
      'addGiftcardPayment',
      'addRedeemPackage',
      'placeRedeemOrder',
      'redeem (the three calls)',
    ]
    const redeems = await closedLoop(
      { workers: HOLDERS, wanted: 300, warmUpMs: 10_000 },
      redeemNames,
      redeem,
    )
    for (const row of redeems.rows(`(${HOLDERS})`)) console.log(...row)
    const many = { workers: HOLDERS, wanted: 1000, warmUpMs: 5000 }
    const carts = await closedLoop(many, ['cartV2'], readCart)
    const floors = await closedLoop(many, [FLOOR], floorStep(origin))
    for (const run of [redeems, carts, floors]) recordFigures('redeem', run.figures(`(${HOLDERS})`))
    for (const row of carts.rows(`(${HOLDERS})`)) console.log(...row)
    for (const row of floors.rows(`(${HOLDERS})`)) console.log(...row)
    problems.push(...redeems.problems, ...carts.problems, ...floors.problems)
    const cartP95 = carts.stat('cartV2').p95
    for (const name of redeemNames.slice(0, 3)) {
      const value = redeems.stat(name).p95 / cartP95
      console.log(aimedRatio('redeem', `p95 ${name} / cartV2 (32)`, value, 2))
    }
    const floorP95 = floors.stat(FLOOR).p95
    console.log(aimedRatio('redeem', 'p95 cartV2 / floor (32)', cartP95 / floorP95, 2))
    const rate = redeems.stat('redeem (the three calls)').rate
    // Issue 22 point 4 measured 9 whole redeems per second when it was filed and aimed at 5 times;
    // issue 39 point 5 asks it with the worker fulfilling, as here.
    console.log(`whole redeems per second: ${rate.toFixed(1)} (issues 22 and 39 aim: ≥ 45)`)
  } catch (error) {
    problems.push(`redeem not measured: ${(error as Error).message}`)
  }
  console.log(
    `load average (1 min) of ${os.cpus().length} cores: ${loadBefore} before, ${load()} after`,
  )
  // The worker fulfils behind the load: how long until every redeem order is completed.
  const caughtUp = Date.now()
  const unfinished = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders
         WHERE flow = 'redeem' AND status NOT IN ('cart', 'COMPLETED')`,
      )
    ).rows[0]!.n
  while ((await unfinished()) > 0 && Date.now() - caughtUp < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.log(
    `every redeem order completed ${((Date.now() - caughtUp) / 1000).toFixed(1)} s after the load`,
  )
  const { rows } = await db.query<{ redeemed: string; unbalanced: string }>(
    `SELECT (SELECT count(*) FROM orders WHERE flow = 'redeem' AND status = 'COMPLETED') AS redeemed,
       (SELECT count(*) FROM gift_cards c WHERE c.balance <> (SELECT coalesce(sum(l.amount), 0)
         FROM card_ledger l WHERE l.card_id = c.id)) AS unbalanced`,
  )
  console.log(`redeem orders completed: ${rows[0]!.redeemed}`)
  console.log(`cards whose balance differs from their ledger: ${rows[0]!.unbalanced}`)
  if (rows[0]!.unbalanced !== '0') problems.push('ledger and balances disagree')
  reportProblems(problems)
} finally {
  await db.end()
  await server.stop()
  await jobs.stop()
  await database.drop()
  fs.rmSync(outbox, { recursive: true, force: true })
}
