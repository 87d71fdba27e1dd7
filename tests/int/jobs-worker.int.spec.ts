import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'

import { bundleWorker } from '../../scripts/lib/bundle'
import { projectRoot } from '../../scripts/lib/paths'
import { scrape, valueOf } from '../support/metrics-text'
import { readOutbox } from '../support/outbox'
import {
  buyer,
  cardsOf,
  customAmountCardId,
  decide,
  eventually,
  referenceOf,
  setAsideEarlierOrders,
} from './checkout-buyer'

const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/worker-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})
const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx')
const heartbeat = `${process.env.TMPDIR ?? '/tmp'}/worker-heartbeat-${process.pid}`
// What web instances beside a worker are told; the worker is given the same settings.
const webSettings = { ...process.env, JOBS: 'off' }

let payload: Payload
let card: string
let worker: ChildProcess | undefined
const startedAt = new Date()

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  await setAsideEarlierOrders(payload)
  card = await customAmountCardId(payload)
}, 300_000)

afterAll(async () => {
  if (worker?.exitCode === null && worker.pid) process.kill(-worker.pid, 'SIGKILL')
  // The worker's schedules queued jobs due later: no other test file may run them.
  await payload.db.pool.query(
    'DELETE FROM payload_jobs WHERE completed_at IS NULL AND created_at >= $1',
    [startedAt],
  )
  await payload.destroy()
  fs.rmSync(outbox, { recursive: true, force: true })
  fs.rmSync(heartbeat, { force: true })
})

async function paidOrderOnWebInstance(email: string) {
  const shopper = buyer()
  await shopper.add({
    productId: card,
    deliveryType: 'DIGITAL',
    amount: 2500,
    qty: 2,
    deliveryMode: 'SINGLE',
    receivers: [{ name: 'Noor', email }],
  })
  const placed = await shopper.place()
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  const web = spawnSync(tsx, ['tests/int/support/pay-with-jobs-off.ts', reference], {
    cwd: projectRoot,
    env: webSettings,
    encoding: 'utf8',
    timeout: 120_000,
  })
  expect(web.status, `${web.stdout}\n${web.stderr}`).toBe(0)
  return { uuid: placed.orderUuid!, output: web.stdout }
}

const issuingJobsOf = async (uuid: string) =>
  (
    await payload.db.pool.query<{ processing: boolean; completed_at: Date | null }>(
      `SELECT j.processing, j.completed_at FROM payload_jobs j JOIN orders o
         ON (j.input->>'orderId')::int = o.id
       WHERE j.task_slug = 'issueOrderCards' AND o.uuid = $1`,
      [uuid],
    )
  ).rows

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

async function startWorker(metricsPort: number) {
  // As `npm run worker` runs it: plain node on the bundle. A process group of its own.
  const child = spawn(process.execPath, [await bundleWorker()], {
    cwd: projectRoot,
    env: { ...webSettings, WORKER_HEARTBEAT_FILE: heartbeat, METRICS_PORT: String(metricsPort) },
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  // Loading Payload takes a while on a busy machine (half a minute seen at load 12).
  const ready = new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => output.includes('Worker ready') && done(), 100)
    const timer = setTimeout(() => done(new Error(`The worker did not start:\n${output}`)), 180_000)
    const done = (error?: Error) => {
      clearInterval(poll)
      clearTimeout(timer)
      if (error) reject(error)
      else resolve()
    }
    void exited.then(() => done(new Error(`The worker exited:\n${output}`)))
  })
  return { child, exited, ready }
}

describe('point 2: jobs in a worker', () => {
  it('a web instance with JOBS=off queues the issuing and runs nothing; the worker runs it', async () => {
    const { uuid, output } = await paidOrderOnWebInstance('noor-worker@example.fr')
    expect(output).toContain('paid')
    // Asked for its crons, a JOBS=off instance starts none, and did not issue inline either.
    expect(output).toContain('crons: 0')
    expect(await cardsOf(payload, uuid)).toHaveLength(0)
    expect(await issuingJobsOf(uuid)).toEqual([{ processing: false, completed_at: null }])

    const metricsPort = await freePort()
    const started = await startWorker(metricsPort)
    worker = started.child
    await started.ready
    // Its schedules run: the heartbeat compose.yaml's health check reads was touched.
    expect(fs.statSync(heartbeat).mtimeMs).toBeGreaterThanOrEqual(startedAt.getTime())
    const cards = await eventually(
      () => cardsOf(payload, uuid),
      (rows) => rows.length === 2 && rows.every((row) => row.mail_sent_at),
    )
    expect(cards.map((row) => row.balance)).toEqual([2500, 2500])
    const mails = (await readOutbox(outbox)).filter((m) => m.to.includes('noor-worker@example.fr'))
    expect(mails).toHaveLength(2)
    // Done jobs are deleted (Payload's default): none is left waiting for this order. Payload
    // deletes them after the run's last job, a moment after the mails (CI: seen still there).
    const jobs = await eventually(
      () => issuingJobsOf(uuid),
      (rows) => rows.length === 0,
    )
    expect(jobs).toEqual([])
    // Issue 36 point 8: the worker counts what its jobs did, on its own metrics port.
    const figures = await scrape(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(valueOf(figures, 'storefront_cards_issued_total')).toBeGreaterThanOrEqual(2)
    expect(
      figures.some((f) => f.name === 'storefront_job_queue_depth' && f.labels.queue === 'cards'),
    ).toBe(true)

    started.child.kill('SIGTERM')
    expect(await started.exited).toBe(0)
  }, 300_000)
})
