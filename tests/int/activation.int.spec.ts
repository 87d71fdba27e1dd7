import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { luhnCheckDigit } from '@/commerce/domain/luhn'
import { fulfilOrder } from '@/commerce/services/orders/fulfil'
import { seed } from '@/seed'

import { readOutbox } from '../support/outbox'
import {
  activate,
  type BlankCard,
  cardRow,
  cardsWithNumbers,
  ledgerOf,
  orderId,
  pay,
} from './activation-support'
import { attributionOf, buyer, eventually } from './checkout-buyer'
import { userData } from './cart-shopper'
import { postToGateway } from './gateway-request'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/activation-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let blankOrderUuid: string
let blankCards: BlankCard[]

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({
    collection: 'products',
    where: { productType: { equals: 'blankGiftCardPack' } },
    sort: 'title',
    limit: 1,
    depth: 0,
  })
  const pack = docs[0]!
  expect(pack.title).toMatch(/10/)
  // A business buyer orders one pack of 10 blank cards, posted to their address.
  const shopper = buyer()
  const added = await shopper.add({
    productId: String(pack.id),
    deliveryType: 'PHYSICAL',
    amount: pack.physical!.pricesToShow![0]!,
    qty: 1,
    deliveryMode: 'DEFAULT',
  })
  expect(added.errors).toEqual([])
  const placed = await shopper.place()
  expect(placed.errors).toEqual([])
  await pay(placed, 'paid')
  blankOrderUuid = placed.orderUuid!
  blankCards = await eventually(
    () => cardsWithNumbers(payload, blankOrderUuid),
    (cards) => cards.length === 10,
  )
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('blank card packs', () => {
  it('issues every card of a paid pack unloaded, to be posted, without a ledger row', async () => {
    expect(blankCards).toHaveLength(10)
    for (const card of blankCards) {
      expect(card).toMatchObject({
        status: 'notActivated',
        balance: 0,
        initial_amount: 0,
        fulfilment: 'toFulfil',
      })
      expect(card.number).toMatch(/^6280452\d{12}$/)
      expect(await ledgerOf(payload, card.id)).toEqual([])
    }
    expect(new Set(blankCards.map((card) => card.number)).size).toBe(10)
  })
})

describe('activating a blank card', () => {
  it('places a pending order, and once paid loads the card exactly once', async () => {
    const card = blankCards[0]!
    const grouped = card.number.replace(/(.{4})(?=.)/g, '$1 ')
    const click = { param: 'gclid', value: 'EAIaIQob-1', capturedAt: '2026-11-20T10:00:00.000Z' }
    const placed = await activate(
      { cardNumber: grouped, amount: 5_000, clickId: click },
      { 'x-pathname': '/activer/' },
    )
    expect(placed.errors).toEqual([])
    // Like every order: the page it was placed from and the ad click (issue 24 point 8).
    expect(await attributionOf(payload, placed.orderUuid!)).toEqual({
      placed_from: '/activer/',
      click_id: click,
    })
    expect(placed.redirectUrl).toMatch(/\/api\/payments\/local\/loc_/)
    const { rows } = await payload.db.pool.query(
      `SELECT status, flow, grand_total::int AS total, email, packages, activation_card_id
       FROM orders WHERE uuid = $1`,
      [placed.orderUuid],
    )
    expect(rows[0]).toMatchObject({
      status: 'PENDING',
      flow: 'activation',
      total: 5_000,
      email: 'holder@example.fr',
      packages: [],
      activation_card_id: card.id,
    })
    expect((await cardRow(payload, card.id)).status).toBe('notActivated')

    await pay(placed, 'paid')
    // The job queued by the payment, the sweep and two more runs, all at once.
    const id = await orderId(payload, placed.orderUuid!)
    await Promise.all([
      fulfilOrder(payload, id),
      fulfilOrder(payload, id),
      fulfilOrder(payload, id),
    ])
    const loaded = await eventually(
      () => cardRow(payload, card.id),
      (row) => row.status === 'active',
    )
    expect(loaded).toMatchObject({ status: 'active', balance: 5_000 })
    expect(loaded.activated_at).toBeInstanceOf(Date)
    await fulfilOrder(payload, id)
    expect(await ledgerOf(payload, card.id)).toEqual([
      { amount: 5_000, reason: 'issue', reference: placed.orderUuid },
    ])
    expect((await cardRow(payload, card.id)).balance).toBe(5_000)
    // What /activer/reussi/ asks to thank the holder: the status, which any browser may read.
    const { order, orderStatus } = await buyer().order(placed.orderUuid!)
    expect(orderStatus).toMatchObject({ status: 'COMPLETED', paymentStatus: 'paid' })
    expect(order).toBeNull()

    const mails = await eventually(
      async () =>
        (await readOutbox(outbox)).filter((mail) => mail.to.includes('holder@example.fr')),
      (found) => found.length > 0,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(card.number.slice(-4))
    expect(mails[0]!.text).toMatch(/Montant chargé : 50\s€/)
    expect(mails[0]!.text).not.toContain(card.number)
  })

  it('answers an active and an unknown card alike with the generic failure', async () => {
    const active = blankCards[0]!.number
    const payloadDigits = `${blankCards[1]!.number.slice(0, 11)}00000000`.slice(0, 18)
    const unknown = `${payloadDigits}${luhnCheckDigit(payloadDigits)}`
    for (const cardNumber of [active, unknown]) {
      const answer = await activate({ cardNumber })
      expect(answer).toMatchObject({ orderUuid: null, redirectUrl: null })
      expect(answer.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([
        [2070, 'input.cardNumber'],
      ])
    }
  })

  it('tells a number of another prefix and a bad e-mail by their codes', async () => {
    const theirs = `123456789012345678${luhnCheckDigit('123456789012345678')}`
    const prefix = await activate({ cardNumber: theirs })
    expect(prefix.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([
      [2071, 'input.cardNumber'],
    ])
    expect(prefix.errors[0]!.message).toMatch(/ne connaissons pas ce numéro/)
    const email = await activate({
      cardNumber: blankCards[2]!.number,
      emailConfirmation: 'other@example.fr',
    })
    expect(email.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([
      [2072, 'input.emailConfirmation'],
    ])
    const amount = await activate({ cardNumber: blankCards[2]!.number, amount: 20_000 })
    expect(amount.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([
      [1000, 'input.amount'],
    ])
  })

  it('leaves the card unloaded after a failed payment, and activates it on a new try', async () => {
    const card = blankCards[3]!
    const first = await activate({ cardNumber: card.number, amount: 2_500 })
    expect(first.errors).toEqual([])
    await pay(first, 'failed')
    await fulfilOrder(payload, await orderId(payload, first.orderUuid!))
    expect(await cardRow(payload, card.id)).toMatchObject({ status: 'notActivated', balance: 0 })
    expect(await ledgerOf(payload, card.id)).toEqual([])
    // What sends /activer/reussi/ back to the form with the payment failure.
    const { orderStatus } = await buyer().order(first.orderUuid!)
    expect(orderStatus).toMatchObject({ status: 'PENDING', paymentStatus: 'failed' })

    const again = await activate({ cardNumber: card.number, amount: 7_500 })
    expect(again.errors).toEqual([])
    const { rows } = await payload.db.pool.query(`SELECT status FROM orders WHERE uuid = $1`, [
      first.orderUuid,
    ])
    // The failed one was given up: one activation of a card is under way at a time.
    expect(rows[0].status).toBe('CANCELED')
    await pay(again, 'paid')
    const loaded = await eventually(
      () => cardRow(payload, card.id),
      (row) => row.status === 'active',
    )
    expect(loaded.balance).toBe(7_500)
  })

  it('refuses a card whose paid activation is still to be loaded', async () => {
    const card = blankCards[4]!
    const placed = await activate({ cardNumber: card.number })
    await payload.db.pool.query(
      `UPDATE orders SET status = 'COMPLETED', paid_at = now() WHERE uuid = $1`,
      [placed.orderUuid],
    )
    const second = await activate({ cardNumber: card.number })
    expect(second.errors.map((error) => error.code)).toEqual([2070])
  })

  it('offers the amounts and the methods paid at once', async () => {
    const { json } = await postToGateway(
      {
        query: `query($userData: UserDataInput!) { activationOptions(userData: $userData) {
          options { fixedAmounts { value } minAmount { value } maxAmount { value }
            paymentMethods { id } } errors { code } } }`,
        variables: { userData },
      },
      { 'x-store-id': '52' },
    )
    const { options } = (
      json as {
        data: {
          activationOptions: {
            options: {
              fixedAmounts: { value: number }[]
              minAmount: { value: number }
              maxAmount: { value: number }
              paymentMethods: { id: string }[]
            }
          }
        }
      }
    ).data.activationOptions
    expect(options.fixedAmounts.map((amount) => amount.value)).toEqual([
      2_000, 2_500, 5_000, 7_500, 10_000, 15_000,
    ])
    expect([options.minAmount.value, options.maxAmount.value]).toEqual([1_000, 15_000])
    const methods = options.paymentMethods.map((method) => method.id)
    expect(methods).toContain('creditcard')
    expect(methods).not.toContain('banktransfer')
  })
})
