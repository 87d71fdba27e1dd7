import { spawnSync } from 'node:child_process'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'

import { projectRoot } from '../../scripts/lib/paths'
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
  const dir = `${process.env.TMPDIR ?? '/tmp'}/restart-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let card: string

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  await setAsideEarlierOrders(payload)
  card = await customAmountCardId(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** What a restarted server does within a minute: its schedule queues the sweep, the queue runs. */
async function restartedWorker() {
  await payload.jobs.queue({ task: 'fulfilPaidOrders', input: {}, queue: 'cards' })
  await payload.jobs.run({ queue: 'cards', silent: true })
}

async function paidOrderOfDeadServer(tag: string) {
  const shopper = buyer()
  await shopper.add({
    productId: card,
    deliveryType: 'DIGITAL',
    amount: 4000,
    qty: 3,
    deliveryMode: 'SINGLE',
    receivers: [{ name: 'Dana', email: `dana-${tag}@example.fr` }],
  })
  const placed = await shopper.place()
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  const child = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    ['tests/int/support/pay-and-die.ts', reference],
    { cwd: projectRoot, env: process.env, encoding: 'utf8', timeout: 120_000 },
  )
  // Killed by SIGKILL; tsx's wrapper process reports it as 128 + 9.
  expect(child.signal ?? child.status, child.stderr).toSatisfy(
    (end) => end === 'SIGKILL' || end === 137,
  )
  expect(child.stdout).toContain('paid')
  return placed.orderUuid!
}

describe('a server killed between payment and issuance', () => {
  it('loses nothing: after the restart every card is issued and mailed once', async () => {
    const uuid = await paidOrderOfDeadServer('job')
    expect(await cardsOf(payload, uuid)).toHaveLength(0)
    await restartedWorker()
    const cards = await eventually(
      () => cardsOf(payload, uuid),
      (rows) => rows.length === 3 && rows.every((row) => row.mail_sent_at),
    )
    expect(cards.map((row) => row.balance)).toEqual([4000, 4000, 4000])
    const mails = (await readOutbox(outbox)).filter((m) => m.to.includes('dana-job@example.fr'))
    expect(mails).toHaveLength(3)
  })

  it('loses nothing when even the job was lost: the sweep of paid orders issues the cards', async () => {
    const uuid = await paidOrderOfDeadServer('sweep')
    await payload.db.pool.query(`DELETE FROM payload_jobs WHERE task_slug = 'issueOrderCards'`)
    await restartedWorker()
    const cards = await eventually(
      () => cardsOf(payload, uuid),
      (rows) => rows.length === 3 && rows.every((row) => row.mail_sent_at),
    )
    expect(cards).toHaveLength(3)
    const mails = (await readOutbox(outbox)).filter((m) => m.to.includes('dana-sweep@example.fr'))
    expect(mails).toHaveLength(3)
  })
})
