import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import net from 'node:net'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { mailTransport } from '@/commerce/services/mail/transport'
import { sendDueCardMails } from '@/commerce/services/orders/card-mails'
import { fulfilPaidOrders } from '@/commerce/services/orders/fulfil'
import { CLAIM_MINUTES } from '@/commerce/services/orders/mail-claim'
import { sendOrderConfirmation } from '@/commerce/services/orders/order-mails'
import { seed } from '@/seed'

import { projectRoot } from '../../scripts/lib/paths'
import { readOutbox } from '../support/outbox'
import { postgresOutage } from './support/postgres-outage'
import { buyer, customAmountCardId, decide, referenceOf } from './checkout-buyer'

const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/confirmation-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx')
let payload: Payload
let order: { id: number; orderNumber: string }

type Stamps = { claimed: boolean; sent: boolean }
const stamps = async (): Promise<Stamps> =>
  (
    await payload.db.pool.query<Stamps>(
      `SELECT confirmation_claimed_at IS NOT NULL AS claimed,
         confirmation_sent_at IS NOT NULL AS sent
       FROM orders WHERE id = $1`,
      [order.id],
    )
  ).rows[0]!

const confirmations = async () =>
  (await readOutbox(outbox)).filter((mail) => mail.subject.includes(order.orderNumber))

/** A paid order whose server died before issuing: COMPLETED, nothing issued, nothing mailed. */
async function paidOrderOfDeadServer() {
  const shopper = buyer()
  await shopper.add({
    productId: await customAmountCardId(payload),
    deliveryType: 'DIGITAL',
    amount: 2500,
    qty: 1,
    deliveryMode: 'DEFAULT',
  })
  const placed = await shopper.place()
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  const child = spawnSync(tsx, ['tests/int/support/pay-and-die.ts', reference], {
    cwd: projectRoot,
    env: process.env,
    encoding: 'utf8',
    timeout: 120_000,
  })
  const { status, signal, error, stdout, stderr } = child
  expect({ status, signal, error, stdout, stderr }).toMatchObject({ stdout: 'paid\n' })
  const { rows } = await payload.db.pool.query<{ id: number; order_number: string }>(
    `SELECT id, order_number FROM orders WHERE uuid = $1 AND status = 'COMPLETED'`,
    [placed.orderUuid],
  )
  return { id: rows[0]!.id, orderNumber: rows[0]!.order_number }
}

/**
 * Runs the confirmation sender in a process of its own with SMTP pointed at a listener here that
 * kills the process (its whole group: tsx and the Node it starts) as soon as it connects.
 */
async function senderKilledAtSend(orderId: number) {
  const smtp = net.createServer()
  smtp.listen(0, '127.0.0.1')
  await once(smtp, 'listening')
  const { port } = smtp.address() as net.AddressInfo
  const child = spawn(tsx, ['tests/int/support/send-confirmation.ts', String(orderId)], {
    cwd: projectRoot,
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  smtp.on('connection', (socket) => {
    process.kill(-child.pid!, 'SIGKILL')
    socket.destroy()
  })
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null]
  smtp.close()
  return { ended: signal ?? code, output }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  order = await paidOrderOfDeadServer()
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('point 10: the order confirmation survives a crash between its claim and its send', () => {
  it('a sender killed after claiming leaves the mail to the sweep once its claim ran out: sent once', async () => {
    const { ended, output } = await senderKilledAtSend(order.id)
    expect(ended, output).toBe('SIGKILL')
    expect(await stamps()).toEqual({ claimed: true, sent: false })
    expect(await confirmations()).toHaveLength(0)

    // Within the claim the sweep issues the cards but leaves the confirmation to its sender.
    await fulfilPaidOrders(payload)
    expect(await stamps()).toEqual({ claimed: true, sent: false })
    expect(await confirmations()).toHaveLength(0)

    // The claim runs out (its clock moved back rather than waiting ten minutes).
    await payload.db.pool.query(
      `UPDATE orders SET confirmation_claimed_at = now() - make_interval(mins => $2)
       WHERE id = $1`,
      [order.id, CLAIM_MINUTES + 1],
    )
    await fulfilPaidOrders(payload)
    expect(await stamps()).toEqual({ claimed: true, sent: true })
    expect(await confirmations()).toHaveLength(1)

    await fulfilPaidOrders(payload)
    expect(await confirmations()).toHaveLength(1)
  }, 240_000)

  it('two senders at once send it once', async () => {
    await payload.db.pool.query(
      `UPDATE orders SET confirmation_claimed_at = NULL, confirmation_sent_at = NULL WHERE id = $1`,
      [order.id],
    )
    const before = (await confirmations()).length
    const sent = await Promise.all([
      sendOrderConfirmation(payload, order.id),
      sendOrderConfirmation(payload, order.id),
    ])
    expect(sent.toSorted()).toEqual([false, true])
    expect(await confirmations()).toHaveLength(before + 1)
    expect(await stamps()).toEqual({ claimed: true, sent: true })
  })
})

/** SMTP refuses the next mail and Postgres goes away for `statements` at that moment. */
function smtpAndPostgresAway(statements: number) {
  const outage = postgresOutage(payload)
  const smtp = vi.spyOn(mailTransport(), 'sendMail').mockImplementationOnce(() => {
    outage.begin(statements)
    return Promise.reject(new Error('SMTP connection lost'))
  })
  return { failed: outage.failed, end: () => (smtp.mockRestore(), outage.end()) }
}

type CardStamps = { claimed: boolean; sent: boolean }[]
const cardStamps = async (): Promise<CardStamps> =>
  (
    await payload.db.pool.query<CardStamps[number]>(
      `SELECT mail_claimed_at IS NOT NULL AS claimed, mail_sent_at IS NOT NULL AS sent
       FROM gift_cards WHERE order_id = $1 ORDER BY id`,
      [order.id],
    )
  ).rows

describe('point 12: a mail that fails while Postgres restarts gives its claim back once it is back', () => {
  it('the order confirmation: the sweep sends it right after, once', async () => {
    await payload.db.pool.query(
      `UPDATE orders SET confirmation_claimed_at = NULL, confirmation_sent_at = NULL WHERE id = $1`,
      [order.id],
    )
    const before = (await confirmations()).length
    const away = smtpAndPostgresAway(2)
    await expect(sendOrderConfirmation(payload, order.id)).rejects.toThrow('SMTP connection lost')
    away.end()
    expect({ failed: away.failed(), ...(await stamps()) }).toEqual({
      failed: 2,
      claimed: false,
      sent: false,
    })

    await fulfilPaidOrders(payload)
    expect(await confirmations()).toHaveLength(before + 1)
    expect(await stamps()).toEqual({ claimed: true, sent: true })
  })

  it("a card's e-mail: the sweep sends it right after, once", async () => {
    await payload.db.pool.query(
      `UPDATE gift_cards SET mail_claimed_at = NULL, mail_sent_at = NULL WHERE order_id = $1`,
      [order.id],
    )
    const unsent = (await cardStamps()).map(() => ({ claimed: false, sent: false }))
    expect(unsent.length).toBeGreaterThan(0)
    const away = smtpAndPostgresAway(2)
    await expect(sendDueCardMails(payload, order.id)).rejects.toThrow('SMTP connection lost')
    away.end()
    expect({ failed: away.failed(), cards: await cardStamps() }).toEqual({
      failed: 2,
      cards: unsent,
    })

    expect(await sendDueCardMails(payload, order.id)).toBe(unsent.length)
    expect(await cardStamps()).toEqual(unsent.map(() => ({ claimed: true, sent: true })))
    expect(await sendDueCardMails(payload, order.id)).toBe(0)
  })
})
