import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'

import {
  attributionOf,
  buyer,
  cardsOf,
  decide,
  eventually,
  referenceOf,
  signedWebhook,
} from './checkout-buyer'
import { balanceAndLedger, holder } from './redeem-holder'

// Before the config reads the environment: this file's e-mails land in its own outbox.
vi.hoisted(() => {
  process.env.MAIL_OUTBOX_DIR = `${process.env.TMPDIR ?? '/tmp'}/redeem-outbox-${process.pid}`
})

let payload: Payload
let choiceCard: string
let cinema: string
let donation: string

const productId = async (slug: string) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    locale: 'fr',
    limit: 1,
    depth: 0,
  })
  return String(docs[0]!.id)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  choiceCard = await productId('carte-cadeau-multi-enseignes')
  cinema = await productId('cinema-lumiere')
  const { docs } = await payload.find({
    collection: 'products',
    where: { productType: { equals: 'donation' } },
    limit: 1,
    depth: 0,
  })
  donation = String(docs[0]!.id)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** 100 € choice cards bought and paid through the regular checkout, issued by the job. */
async function boughtCards(qty: number) {
  const shopper = buyer()
  await shopper.add({
    productId: choiceCard,
    deliveryType: 'DIGITAL',
    amount: 10000,
    qty,
    deliveryMode: 'DEFAULT',
  })
  const placed = await shopper.place()
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  await signedWebhook(reference, 'paid')()
  const cards = await eventually(
    () => cardsOf(payload, placed.orderUuid!),
    (rows) => rows.length === qty,
  )
  expect(cards.map((card) => card.balance)).toEqual(Array(qty).fill(10000))
  return cards
}

const cinemaCards = (amount: number, qty: number) => ({
  productId: cinema,
  deliveryType: 'DIGITAL',
  amount,
  qty,
})

const adClick = { param: 'fbclid', value: 'IwAR0abc-123', capturedAt: '2026-11-20T10:00:00.000Z' }

const ledgerOf = async (cardId: number) =>
  (
    await payload.db.pool.query<{ amount: number; reason: string; reference: string }>(
      `SELECT amount::int AS amount, reason, reference FROM card_ledger WHERE card_id = $1
       ORDER BY id`,
      [cardId],
    )
  ).rows

describe('exchanging a card', () => {
  it('lets exactly three of 50 concurrent 30 € exchanges of one 100 € card through', async () => {
    const [card] = await boughtCards(1)
    const holders = await Promise.all(Array.from({ length: 50 }, () => holder(payload, [card!])))
    for (const one of holders) {
      const added = await one.add(cinemaCards(3000, 1))
      expect(added.errors).toEqual([])
      expect(added.order?.totals.amountToPay.value).toBe(0)
    }
    const answers = await Promise.all(holders.map((one) => one.place()))
    const placed = answers.filter((answer) => answer.orderUuid)
    expect(placed).toHaveLength(3)
    expect(placed.every((answer) => answer.errors.length === 0 && !answer.redirectUrl)).toBe(true)
    const refused = answers.filter((answer) => !answer.orderUuid)
    expect(refused.every((answer) => answer.errors[0]?.code === 2054)).toBe(true)
    expect(await balanceAndLedger(payload, card!.id)).toEqual({ balance: 1000, ledger: 1000 })
    for (const answer of placed) {
      const issued = await eventually(
        () => cardsOf(payload, answer.orderUuid!),
        (rows) => rows.length === 1,
      )
      expect(issued.map((row) => row.balance)).toEqual([3000])
    }
  })

  it('exchanges 40 € for two cards, then 130 € more with a 70 € shortfall paid', async () => {
    const [card] = await boughtCards(1)
    const one = await holder(payload, [card!], { 'x-pathname': '/verifier-solde/paiement/' })
    const chosen = await one.add(cinemaCards(2000, 2))
    expect(chosen.order).toMatchObject({
      itemsQty: 2,
      totals: { subTotal: { value: 4000 }, amountToPay: { value: 0 } },
      remainingBalance: { value: 6000 },
      payments: [{ lastFour: card!.last_four, balance: { value: 10000 }, value: { value: 4000 } }],
    })
    expect(chosen.order?.shipments[0]?.formattedDeliveryDate).not.toBe('')

    const first = await one.place({ clickId: adClick })
    expect(first).toMatchObject({ errors: [], redirectUrl: null })
    // Like every order: the page it was placed from and the ad click (issue 24 point 8).
    expect(await attributionOf(payload, first.orderUuid!)).toEqual({
      placed_from: '/verifier-solde/paiement/',
      click_id: adClick,
    })
    const issued = await eventually(
      () => cardsOf(payload, first.orderUuid!),
      (rows) => rows.length === 2,
    )
    expect(issued.map((row) => row.balance)).toEqual([2000, 2000])
    expect((await balanceAndLedger(payload, card!.id)).balance).toBe(6000)
    const placedView = (await one.order(first.orderUuid!)).order
    expect(placedView).toMatchObject({
      status: 'COMPLETED',
      remainingBalance: { value: 6000 },
      payments: [{ value: { value: 4000 } }],
    })
    expect((await one.order()).order?.itemsQty).toBe(0)

    const more = await one.add(cinemaCards(13000, 1))
    expect(more.order?.totals.amountToPay.value).toBe(7000)
    expect(more.order?.remainingBalance.value).toBe(0)
    const second = await one.place({ paymentMethod: 'creditcard' })
    expect(second.errors).toEqual([])
    // The card's money is held from placement, before the shortfall is paid.
    expect((await balanceAndLedger(payload, card!.id)).balance).toBe(0)
    const reference = referenceOf(second.redirectUrl)
    await decide(reference, 'paid')
    await signedWebhook(reference, 'paid')()
    const shortfallCards = await eventually(
      () => cardsOf(payload, second.orderUuid!),
      (rows) => rows.length === 1,
    )
    expect(shortfallCards.map((row) => row.balance)).toEqual([13000])
    expect((await one.order(second.orderUuid!)).order?.status).toBe('COMPLETED')
    expect(await balanceAndLedger(payload, card!.id)).toEqual({ balance: 0, ledger: 0 })
    expect((await ledgerOf(card!.id)).map((row) => [row.reason, row.amount])).toEqual([
      ['issue', 10000],
      ['redeem', -4000],
      ['redeem', -6000],
    ])
  })

  it('refunds the card when the shortfall payment is canceled or given up', async () => {
    const [card] = await boughtCards(1)
    const one = await holder(payload, [card!])
    await one.add(cinemaCards(13000, 1))
    const placed = await one.place({ paymentMethod: 'creditcard' })
    expect((await balanceAndLedger(payload, card!.id)).balance).toBe(0)
    const reference = referenceOf(placed.redirectUrl)
    await decide(reference, 'canceled')
    await signedWebhook(reference, 'canceled')()
    expect((await one.order(placed.orderUuid!)).order?.status).toBe('CANCELED')
    expect(await balanceAndLedger(payload, card!.id)).toEqual({ balance: 10000, ledger: 10000 })
    // The holder's choice comes back, to pay another way.
    expect((await one.order()).order?.itemsQty).toBe(1)

    const again = await one.place({ paymentMethod: 'creditcard' })
    await payload.db.pool.query(
      `UPDATE orders SET placed_at = now() - interval '3 days' WHERE uuid = $1`,
      [again.orderUuid],
    )
    const { followUpPendingOrders } = await import('@/commerce/services/orders/pending')
    await followUpPendingOrders(payload)
    expect((await one.order(again.orderUuid!)).order?.status).toBe('CANCELED')
    expect((await balanceAndLedger(payload, card!.id)).balance).toBe(10000)

    // Paid after all: the card still holds the money, so it is taken again and the order completes.
    const late = referenceOf(again.redirectUrl)
    await decide(late, 'paid')
    await signedWebhook(late, 'paid')()
    expect((await one.order(again.orderUuid!)).order?.status).toBe('COMPLETED')
    expect(await balanceAndLedger(payload, card!.id)).toEqual({ balance: 0, ledger: 0 })
    expect((await ledgerOf(card!.id)).map((row) => row.reason)).toEqual([
      'issue',
      'redeem',
      'refund',
      'redeem',
      'refund',
      'redeem',
    ])
  })
})

describe('the rules of the redeem shop', () => {
  it('refuses choice cards, values under the minimum and sessions that are gone', async () => {
    const [card] = await boughtCards(1)
    const one = await holder(payload, [card!])
    const choice = await one.add({ ...cinemaCards(2000, 1), productId: choiceCard })
    expect(choice.errors[0]?.code).toBe(2063)
    const small = await one.add(cinemaCards(500, 1))
    expect(small.errors[0]).toMatchObject({
      code: 2064,
      referencedRequestParameter: 'input.amount',
    })
    const gift = await one.add({
      productId: donation,
      deliveryType: 'DIGITAL',
      amount: 2500,
      qty: 1,
    })
    expect(gift.errors).toEqual([])
    const packageId = gift.order!.shipments[0]!.packages[0]!.id
    const removed = await one.update(packageId, {
      productId: donation,
      deliveryType: 'DIGITAL',
      amount: 2500,
      qty: 0,
    })
    expect(removed.order?.itemsQty).toBe(0)
    await payload.db.pool.query(
      `UPDATE orders SET updated_at = now() - interval '2 days' WHERE id = $1`,
      [one.sessionId],
    )
    expect((await one.order()).errors[0]?.code).toBe(2066)
    expect((await one.place()).errors[0]?.code).toBe(2066)
  })
})
