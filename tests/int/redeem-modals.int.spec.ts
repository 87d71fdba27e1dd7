import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'

import { shopper, userData } from './cart-shopper'
import { buyer, cardsOf, decide, eventually, referenceOf, signedWebhook } from './checkout-buyer'
import { holder } from './redeem-holder'

// Before the config reads the environment: this file's e-mails land in its own outbox.
vi.hoisted(() => {
  process.env.MAIL_OUTBOX_DIR = `${process.env.TMPDIR ?? '/tmp'}/redeem-modals-outbox-${process.pid}`
})

type Errors = { code: number }[]
type Payments = { payments: { id: string; lastFour: string }[]; errors: Errors }

let payload: Payload
let choiceCard: string
let cinema: string

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
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** Two 100 € choice cards, bought and paid through the regular checkout. */
async function twoCards() {
  const shopping = buyer()
  await shopping.add({
    productId: choiceCard,
    deliveryType: 'DIGITAL',
    amount: 10000,
    qty: 2,
    deliveryMode: 'DEFAULT',
  })
  const placed = await shopping.place()
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  await signedWebhook(reference, 'paid')()
  return eventually(
    () => cardsOf(payload, placed.orderUuid!),
    (rows) => rows.length === 2,
  )
}

const REMOVE = `mutation($userData: UserDataInput!, $paymentId: ID!) {
  removeGiftcardPayment(userData: $userData, paymentId: $paymentId) {
    payments { id lastFour } errors { code } } }`
const MOVE = `mutation($userData: UserDataInput!, $packageId: ID!) {
  addOriginalPackageToCart(userData: $userData, packageId: $packageId) { errors { code } } }`

describe('the redeem cart modal’s actions', () => {
  it('takes a source card off the session; the other one pays', async () => {
    const [first, second] = await twoCards()
    const one = await holder(payload, [first!, second!])
    await one.add({ productId: cinema, deliveryType: 'DIGITAL', amount: 15000, qty: 1 })
    const before = (await one.order()).order!
    expect(before.payments.map((payment) => payment.lastFour)).toEqual([
      first!.last_four,
      second!.last_four,
    ])
    const browser = shopper()
    const removed = await browser.raw<Payments>(
      REMOVE,
      { userData: { ...userData, redeemToken: one.token }, paymentId: before.payments[1]!.id },
      'removeGiftcardPayment',
    )
    expect(removed.errors).toEqual([])
    expect(removed.payments.map((payment) => payment.lastFour)).toEqual([first!.last_four])
    const after = (await one.order()).order!
    expect(after.payments).toHaveLength(1)
    expect(after.totals.amountToPay.value).toBe(5000)
  })

  it('moves a chosen card into the regular cart, out of the exchange', async () => {
    const [card] = await twoCards()
    const one = await holder(payload, [card!])
    const chosen = await one.add({
      productId: cinema,
      deliveryType: 'DIGITAL',
      amount: 2500,
      qty: 1,
    })
    const packageId = chosen.order!.shipments[0]!.packages[0]!.id
    const browser = shopper()
    const moved = await browser.raw<{ errors: Errors }>(
      MOVE,
      { userData: { ...userData, redeemToken: one.token }, packageId },
      'addOriginalPackageToCart',
    )
    expect(moved.errors).toEqual([])
    const cart = (await browser.cart()).order!
    expect(cart.itemsQty).toBe(1)
    expect(cart.totals.subTotal.value).toBe(2500)
    expect((await one.order()).order?.itemsQty).toBe(0)
    // Moved once: the same package is no longer in the exchange to move again.
    const again = await browser.raw<{ errors: Errors }>(
      MOVE,
      { userData: { ...userData, redeemToken: one.token }, packageId },
      'addOriginalPackageToCart',
    )
    expect(again.errors).not.toEqual([])
    expect((await browser.cart()).order!.itemsQty).toBe(1)
  })
})
