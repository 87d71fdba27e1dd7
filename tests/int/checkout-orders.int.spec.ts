import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'
import { localPaymentProvider } from '@/commerce/services/payments'

import { readOutbox } from '../support/outbox'
import type { PackageInput } from './cart-shopper'
import {
  billing,
  business,
  buyer,
  cardsOf,
  decide,
  eventually,
  referenceOf,
  signedWebhook,
} from './checkout-buyer'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/checkout-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let card: string

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      productType: { equals: 'giftcard' },
      appleType: { equals: false },
      'digital.hasFixedPrices': { equals: false },
      'physical.available': { equals: true },
      'store.storeId': { equals: 52 },
    },
    sort: 'title',
    limit: 1,
    depth: 0,
  })
  card = String(docs[0]!.id)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

const toReceiver = (name: string, email: string): PackageInput => ({
  productId: card,
  deliveryType: 'DIGITAL',
  amount: 2500,
  qty: 1,
  deliveryMode: 'SINGLE',
  receivers: [{ name, email }],
})

/** A guest with two e-cards in the cart, each for its own receiver. */
async function guestWithTwoCards(tag: string) {
  const shopper = buyer()
  await shopper.add(toReceiver('Alice', `alice-${tag}@example.fr`))
  await shopper.add(toReceiver('Bob', `bob-${tag}@example.fr`))
  return shopper
}

const mailsTo = async (address: string) =>
  (await readOutbox(outbox)).filter((message) => message.to.includes(address))

describe('placing and paying an order', () => {
  it('keeps the cart until paid, then issues each card once and mails it', async () => {
    const shopper = await guestWithTwoCards('paid')
    const placed = await shopper.place()
    expect(placed.errors).toEqual([])
    expect(placed.redirectUrl).toMatch(/\/api\/payments\/local\/loc_/)
    expect((await shopper.cart()).order?.itemsQty).toBe(2)

    await decide(referenceOf(placed.redirectUrl), 'paid')
    const response = await signedWebhook(referenceOf(placed.redirectUrl), 'paid')()
    expect(response.status).toBe(200)

    const cards = await eventually(
      () => cardsOf(payload, placed.orderUuid!),
      (rows) => rows.length === 2 && rows.every((row) => row.mail_sent_at),
    )
    expect(cards.map((row) => [row.balance, row.receiver_email])).toEqual([
      [2500, 'alice-paid@example.fr'],
      [2500, 'bob-paid@example.fr'],
    ])
    const [aliceMail] = await mailsTo('alice-paid@example.fr')
    expect(aliceMail?.text).toMatch(/\d{4} \d{4} \d{4} \d{4} \d{3}/)
    expect(aliceMail?.text).toContain(cards[0]!.last_four.slice(-3))
    const { order } = await shopper.order(placed.orderUuid!)
    expect(order).toMatchObject({ status: 'COMPLETED', paymentStatus: 'paid' })
    expect(order?.invoiceNumber).toMatch(/^F52-\d{4}-\d{6}$/)
    expect((await shopper.cart()).order?.itemsQty).toBe(0)
    const { rows: ledger } = await payload.db.pool.query(
      `SELECT sum(l.amount)::int AS total FROM card_ledger l JOIN gift_cards c ON c.id = l.card_id
       JOIN orders o ON o.id = c.order_id WHERE o.uuid = $1`,
      [placed.orderUuid],
    )
    expect(ledger[0].total).toBe(5000)
  })

  it('applies the same webhook delivered 20 times at once exactly once', async () => {
    const shopper = await guestWithTwoCards('replay')
    const placed = await shopper.place()
    const reference = referenceOf(placed.redirectUrl)
    await decide(reference, 'paid')
    const send = signedWebhook(reference, 'paid')
    const answers = await Promise.all(Array.from({ length: 20 }, () => send()))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)

    const cards = await eventually(
      () => cardsOf(payload, placed.orderUuid!),
      (rows) => rows.length === 2 && rows.every((row) => row.mail_sent_at),
    )
    expect(cards).toHaveLength(2)
    // Late or out-of-order news of the same payment changes nothing either.
    await signedWebhook(reference, 'failed', `${reference}:late-failed`)()
    expect((await shopper.order(placed.orderUuid!)).order?.status).toBe('COMPLETED')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo('alice-replay@example.fr')).toHaveLength(1)
    expect(await mailsTo('bob-replay@example.fr')).toHaveLength(1)
    const { order } = await shopper.order(placed.orderUuid!)
    const confirmations = (await mailsTo(billing.email)).filter((mail) =>
      mail.subject.includes(order!.orderNumber),
    )
    expect(confirmations).toHaveLength(1)
    const { rows } = await payload.db.pool.query(
      `SELECT count(*)::int AS events FROM payment_events WHERE reference = $1`,
      [reference],
    )
    expect(rows[0].events).toBe(2)
  })

  it('refuses a webhook with a wrong signature', async () => {
    const body = JSON.stringify({ id: 'x', reference: 'loc_x', status: 'paid', method: null })
    const { POST } = await import('@/app/api/payments/webhook/[provider]/route')
    const response = await POST(
      new Request('http://localhost:3000/api/payments/webhook/local/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': 't=1,v1=00' },
        body,
      }),
      { params: Promise.resolve({ provider: 'local' }) },
    )
    expect(response.status).toBe(401)
  })
})

describe('failed and interrupted payments', () => {
  it('keeps the cart and the order after a failure, and pays the same order again', async () => {
    const shopper = await guestWithTwoCards('retry')
    const first = await shopper.place()
    await decide(referenceOf(first.redirectUrl), 'failed')
    await signedWebhook(referenceOf(first.redirectUrl), 'failed')()
    const { order } = await shopper.order(first.orderUuid!)
    expect(order).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'failed',
      canRetryPayment: true,
    })
    expect((await shopper.cart()).order?.itemsQty).toBe(2)

    const again = await shopper.place()
    expect(again.orderUuid).toBe(first.orderUuid)
    expect(referenceOf(again.redirectUrl)).not.toBe(referenceOf(first.redirectUrl))
  })

  it('stops a sixth payment of one order with the retry limit (2036)', async () => {
    const shopper = await guestWithTwoCards('limit')
    const placed = await shopper.place()
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await shopper.pay(placed.orderUuid!)).errors).toEqual([])
    }
    const refused = await shopper.pay(placed.orderUuid!)
    expect(refused.errors[0]?.code).toBe(2036)
  })

  it('refuses an empty cart, missing terms, a bad VAT number and an unknown payment method', async () => {
    expect((await buyer().place()).errors[0]?.code).toBe(2040)
    const shopper = await guestWithTwoCards('refused')
    const noTerms = await shopper.place({ termsAccepted: false })
    expect(noTerms.errors[0]?.referencedRequestParameter).toBe('input.termsAccepted')
    // The form checks the number's form; its check digits are the server's (jsvat).
    const badDigits = await shopper.place({
      billingAddress: { ...business, vatNumber: 'FR45732829320' },
    })
    expect(badDigits.errors).toEqual([
      expect.objectContaining({
        referencedRequestParameter: 'input.billingAddress.vatNumber',
        message: expect.stringContaining('TVA intracommunautaire valide'),
      }),
    ])
    const method = await shopper.place({ paymentMethod: 'bitcoin' })
    expect(method.errors[0]?.code).toBe(2042)
  })

  it('keeps an order whose bank transfer is on its way, and completes it when the money arrives', async () => {
    const shopper = await guestWithTwoCards('transfer')
    const placed = await shopper.place({ paymentMethod: 'banktransfer' })
    const reference = referenceOf(placed.redirectUrl)
    const bank = localPaymentProvider(payload)
    await bank.decide(reference, { outcome: 'pending', method: 'banktransfer', card: null })
    await signedWebhook(reference, 'pending', `${reference}:1`, 'banktransfer')()
    expect((await shopper.order(placed.orderUuid!)).order).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'pending',
      canRetryPayment: false,
    })
    // Past the 48 hours of an interrupted payment, a transfer still waits.
    await payload.db.pool.query(
      `UPDATE orders SET placed_at = now() - interval '3 days' WHERE uuid = $1`,
      [placed.orderUuid],
    )
    const { followUpPendingOrders } = await import('@/commerce/services/orders/pending')
    await followUpPendingOrders(payload)
    expect((await shopper.order(placed.orderUuid!)).order?.status).toBe('PENDING')

    await bank.settle(reference, 'paid')
    await signedWebhook(reference, 'paid', `${reference}:2`, 'banktransfer')()
    const cards = await eventually(
      () => cardsOf(payload, placed.orderUuid!),
      (rows) => rows.length === 2,
    )
    expect(cards).toHaveLength(2)
    expect((await shopper.order(placed.orderUuid!)).order?.status).toBe('COMPLETED')
  })

  it('gives up an unpaid order after its time, and a late payment still completes it', async () => {
    const shopper = await guestWithTwoCards('stale')
    const placed = await shopper.place()
    await payload.db.pool.query(
      `UPDATE orders SET placed_at = now() - interval '3 days' WHERE uuid = $1`,
      [placed.orderUuid],
    )
    const { followUpPendingOrders } = await import('@/commerce/services/orders/pending')
    const { canceled } = await followUpPendingOrders(payload)
    expect(canceled).toBeGreaterThanOrEqual(1)
    expect((await shopper.order(placed.orderUuid!)).order?.status).toBe('CANCELED')

    const reference = referenceOf(placed.redirectUrl)
    await decide(reference, 'paid')
    await signedWebhook(reference, 'paid')()
    expect((await shopper.order(placed.orderUuid!)).order?.status).toBe('COMPLETED')
  })
})
