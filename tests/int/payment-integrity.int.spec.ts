import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as webhook } from '@/app/api/payments/webhook/[provider]/route'
import { seed } from '@/seed'
import { localPaymentProvider } from '@/commerce/services/payments'
import { logger } from '@/server/logger'

import { buyer, decide, referenceOf, signedWebhook } from './checkout-buyer'

/*
 * Issue 35 points 7 and 8: a payment completes its order only when it pays the order's total as
 * it stands; the provider is asked about one payment at most once per 10 s, and only about the
 * shop's own payments.
 */

let payload: Payload
let physicalCard: string
let digitalCard: string

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const product = async (where: Record<string, unknown>) => {
    const { docs } = await payload.find({
      collection: 'products',
      where: {
        productType: { equals: 'giftcard' },
        _status: { equals: 'published' },
        'store.storeId': { equals: 52 },
        ...where,
      },
      sort: 'title',
      limit: 1,
      depth: 0,
    })
    return String(docs[0]!.id)
  }
  physicalCard = await product({
    appleType: { equals: false },
    'digital.hasFixedPrices': { equals: false },
    'physical.available': { equals: true },
  })
  digitalCard = await product({ 'digital.hasFixedPrices': { equals: false } })
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

afterEach(() => {
  vi.restoreAllMocks()
})

type PaymentRow = { reference: string; amount: number; review: string | null }

async function paymentsOf(uuid: string): Promise<PaymentRow[]> {
  const { rows } = await payload.db.pool.query<PaymentRow>(
    `SELECT p.reference, p.amount::int AS amount, p.review FROM payments p
     JOIN orders o ON o.id = p.order_id WHERE o.uuid = $1 ORDER BY p.id`,
    [uuid],
  )
  return rows
}

const statusOf = async (uuid: string) => {
  const { rows } = await payload.db.pool.query<{ status: string; grand_total: number }>(
    `SELECT status, grand_total::int AS grand_total FROM orders WHERE uuid = $1`,
    [uuid],
  )
  return rows[0]!
}

/** The simulator's payer pays, and the shop hears it (the signed webhook). */
async function paid(reference: string) {
  await decide(reference, 'paid')
  expect((await signedWebhook(reference, 'paid')()).status).toBe(200)
}

describe('point 7: a payment is compared with what it pays for', () => {
  it('an order placed again with a dearer option is not completed by the first, cheaper payment', async () => {
    const warn = vi.spyOn(logger(), 'warn')
    const shopper = buyer()
    // Posted cards come at fixed amounts (20, 30, 50… €).
    const added = await shopper.add({
      productId: physicalCard,
      deliveryType: 'PHYSICAL',
      amount: 3000,
      qty: 1,
      deliveryMode: 'DEFAULT',
    })
    expect(added.errors).toEqual([])
    const cheap = await shopper.place({ registeredMail: false })
    const dear = await shopper.place({ registeredMail: true })
    expect(dear.errors).toEqual([])
    // The same pending order, its total rewritten by the second placing.
    expect(dear.orderUuid).toBe(cheap.orderUuid)
    const uuid = dear.orderUuid!
    const [first, second] = await paymentsOf(uuid)
    expect(second!.amount).toBeGreaterThan(first!.amount)
    expect((await statusOf(uuid)).grand_total).toBe(second!.amount)

    await paid(referenceOf(cheap.redirectUrl))
    expect((await statusOf(uuid)).status).toBe('PENDING')
    expect((await paymentsOf(uuid))[0]!.review).toBe('amountMismatch')
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ review: 'amountMismatch', orderId: expect.any(Number) }),
      expect.stringMatching(/^Payment \d+ of order \d+ left for review/),
    )

    await paid(referenceOf(dear.redirectUrl))
    expect((await statusOf(uuid)).status).toBe('COMPLETED')
    expect((await paymentsOf(uuid)).map((payment) => payment.review)).toEqual([
      'amountMismatch',
      null,
    ])
  })

  it('a second payment of an order already paid is left for review', async () => {
    const shopper = buyer()
    await shopper.add({
      productId: digitalCard,
      deliveryType: 'DIGITAL',
      amount: 3000,
      qty: 1,
      deliveryMode: 'DEFAULT',
    })
    const placed = await shopper.place()
    const again = await shopper.pay(placed.orderUuid!)
    await paid(referenceOf(placed.redirectUrl))
    await paid(referenceOf(again.redirectUrl))
    expect((await statusOf(placed.orderUuid!)).status).toBe('COMPLETED')
    expect((await paymentsOf(placed.orderUuid!)).map((payment) => payment.review)).toEqual([
      null,
      'orderNotPayable',
    ])
  })
})

describe('point 8: the provider is asked about a payment at most once per 10 s', () => {
  /** A placed order whose payment is old enough for a read to ask the provider about it. */
  async function openPayment() {
    const shopper = buyer()
    await shopper.add({
      productId: digitalCard,
      deliveryType: 'DIGITAL',
      amount: 2000,
      qty: 1,
      deliveryMode: 'DEFAULT',
    })
    const placed = await shopper.place()
    const reference = referenceOf(placed.redirectUrl)
    await payload.db.pool.query(
      `UPDATE payments SET created_at = now() - interval '1 minute' WHERE reference = $1`,
      [reference],
    )
    return { shopper, uuid: placed.orderUuid!, reference }
  }

  const checkedLongAgo = (reference: string) =>
    payload.db.pool.query(
      `UPDATE payments SET status_checked_at = now() - interval '11 seconds' WHERE reference = $1`,
      [reference],
    )

  it('many concurrent reads of an open payment ask the provider once', async () => {
    const fetchStatus = vi.spyOn(localPaymentProvider(payload), 'fetchStatus')
    const { shopper, uuid, reference } = await openPayment()
    const reads = await Promise.all(Array.from({ length: 12 }, () => shopper.order(uuid)))
    expect(reads.every((read) => read.order?.status === 'PENDING')).toBe(true)
    expect(fetchStatus).toHaveBeenCalledTimes(1)

    // Paid at the provider, its webhook lost: reads within 10 s do not ask again.
    await decide(reference, 'paid')
    expect((await shopper.order(uuid)).order?.status).toBe('PENDING')
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    await checkedLongAgo(reference)
    expect((await shopper.order(uuid)).order?.status).toBe('COMPLETED')
    expect(fetchStatus).toHaveBeenCalledTimes(2)
  })

  /** The webhook of a provider that only names the payment to look up (as Mollie's does). */
  function lookUpWebhook(reference: string) {
    const provider = localPaymentProvider(payload)
    vi.spyOn(provider, 'readWebhook').mockResolvedValue({ lookUp: reference })
    return () =>
      webhook(
        new Request('http://localhost:3000/api/payments/webhook/local/', {
          method: 'POST',
          headers: { 'x-forwarded-for': '192.0.2.35' },
        }),
        { params: Promise.resolve({ provider: 'local' }) },
      )
  }

  it('a webhook naming no payment of the shop asks the provider nothing', async () => {
    const fetchStatus = vi.spyOn(localPaymentProvider(payload), 'fetchStatus')
    const call = lookUpWebhook('loc_NotAPaymentOfThisShop')
    expect((await call()).status).toBe(401)
    expect(fetchStatus).not.toHaveBeenCalled()
  })

  it('webhooks for a payment of the shop ask once per 10 s; the others are told to retry', async () => {
    const fetchStatus = vi.spyOn(localPaymentProvider(payload), 'fetchStatus')
    const { uuid, reference } = await openPayment()
    await decide(reference, 'paid')
    const call = lookUpWebhook(reference)
    const answers = await Promise.all(Array.from({ length: 8 }, () => call()))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(7).fill(503)])
    expect(answers.find((answer) => answer.status === 503)!.headers.get('retry-after')).toBe('10')
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    expect((await statusOf(uuid)).status).toBe('COMPLETED')
  })
})
