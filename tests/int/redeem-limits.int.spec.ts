import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lastFour } from '@/commerce/domain/cards/card-number'
import { seed } from '@/seed'

import { issuedCard } from './card-service-cards'
import { type PackageInput, shopper } from './cart-shopper'
import { buyer } from './checkout-buyer'
import { balanceAndLedger, holder } from './redeem-holder'

let payload: Payload
/** An Apple-type card (10 to 250 €) and another card of any whole amount, both exchangeable. */
let apple: string
let other: string

const exchangeable = async (appleType: boolean) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      productType: { equals: 'giftcard' },
      appleType: { equals: appleType },
      multiBrand: { not_equals: true },
      'digital.available': { equals: true },
      'digital.hasFixedPrices': { equals: false },
      'store.storeId': { equals: 52 },
    },
    sort: 'title',
    limit: 1,
    depth: 0,
  })
  return String(docs[0]!.id)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  apple = await exchangeable(true)
  other = await exchangeable(false)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** A holder whose 50 € card pays part of what they choose: the rest would be paid by card. */
async function holderOfFiftyEuros() {
  const card = await issuedCard(payload, { balance: 5000 })
  const source = { id: card.id, last_four: lastFour(card.number) }
  return { card, session: await holder(payload, [source]) }
}

const choice = (productId: string, amount: number, qty = 1) => ({
  productId,
  deliveryType: 'DIGITAL',
  amount,
  qty,
})
const cartChoice = (productId: string, amount: number, qty = 1): PackageInput => ({
  ...choice(productId, amount, qty),
  deliveryType: 'DIGITAL',
  deliveryMode: 'DEFAULT',
})

/** The cart's answer to the same choices: its refusal of the last one. */
async function cartRefusal(...choices: PackageInput[]) {
  const ann = shopper()
  for (const one of choices.slice(0, -1)) expect((await ann.add(one)).errors).toEqual([])
  return (await ann.add(choices.at(-1)!)).errors
}

describe('the redeem session keeps the cart’s caps', () => {
  it('refuses Apple-type cards past 500 € with 2015, as the cart does', async () => {
    const { session } = await holderOfFiftyEuros()
    expect((await session.add(choice(apple, 25_000))).errors).toEqual([])
    expect((await session.add(choice(apple, 25_000))).errors).toEqual([])
    const over = await session.add(choice(apple, 1000))
    expect(over.errors.map((error) => error.code)).toEqual([2015])
    expect(over.errors).toEqual(
      await cartRefusal(
        cartChoice(apple, 25_000),
        cartChoice(apple, 25_000),
        cartChoice(apple, 1000),
      ),
    )
    // Each 250 € became a card of 150 € and one of 100 €; the refused 10 € left no trace.
    expect(over.order!.totals.subTotal.value).toBe(50_000)
    expect(over.order!.itemsQty).toBe(4)
    const hundreds = over.order!.shipments[0]!.packages.find(
      (item) => item.items[0]!.price.value === 10_000,
    )!
    const larger = await session.update(hundreds.id, choice(apple, 25_000))
    expect(larger.errors.map((error) => error.code)).toEqual([2015])
    expect((await session.order()).order!.totals.subTotal.value).toBe(50_000)
  })

  it('refuses a 51st card with 2030, as the cart does', async () => {
    const { session } = await holderOfFiftyEuros()
    expect((await session.add(choice(other, 1000, 50))).errors).toEqual([])
    const over = await session.add(choice(other, 2000))
    expect(over.errors.map((error) => error.code)).toEqual([2030])
    expect(over.errors).toEqual(
      await cartRefusal(cartChoice(other, 1000, 50), cartChoice(other, 2000)),
    )
    expect(over.order!.itemsQty).toBe(50)
  })

  it('places no session over a cap kept from before it; taking cards out still works', async () => {
    const { card, session } = await holderOfFiftyEuros()
    const added = await session.add(choice(other, 1000, 50))
    expect(added.errors).toEqual([])
    // A session saved before the caps applied to it: 51 cards.
    await payload.db.pool.query(
      `UPDATE orders SET packages = jsonb_set(packages, '{0,qty}', '51') WHERE id = $1`,
      [session.sessionId],
    )
    const placed = await session.place({ paymentMethod: 'creditcard' })
    expect(placed).toMatchObject({ orderUuid: null })
    expect(placed.errors.map((error) => error.code)).toEqual([2030])
    expect(await balanceAndLedger(payload, card.id)).toEqual({ balance: 5000, ledger: 5000 })
    const packageId = added.order!.shipments[0]!.packages[0]!.id
    const emptied = await session.update(packageId, choice(other, 1000, 0))
    expect(emptied.errors).toEqual([])
    expect(emptied.order!.itemsQty).toBe(0)
  })
})

describe('the cart’s checkout keeps the caps too', () => {
  it('places no cart over a cap kept from before it', async () => {
    const ann = buyer()
    const added = await ann.add(cartChoice(other, 1000, 50))
    expect(added.errors).toEqual([])
    await payload.db.pool.query(
      `UPDATE orders SET packages = jsonb_set(packages, '{0,qty}', '51') WHERE uuid = $1`,
      [added.order!.id],
    )
    const placed = await ann.place()
    expect(placed).toMatchObject({ orderUuid: null })
    expect(placed.errors.map((error) => error.code)).toEqual([2030])
  })
})
