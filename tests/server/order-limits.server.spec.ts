import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { choiceCard } from '../support/cards'
import { type GatewayError, ServerClient } from './support/client'
import { withDatabase } from './support/database'
import { addToCart } from './support/orders'
import { redeemSession } from './support/redeem'

/**
 * An e-card of the seeded store that both the cart and the redeem shop take at any whole
 * amount: Apple-type (10 to 250 €) or not.
 */
const onSale = (appleType: boolean) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM products
       WHERE product_type = 'giftcard' AND apple_type = $1 AND NOT coalesce(multi_brand, false)
         AND _status = 'published' AND digital_available AND NOT digital_has_fixed_prices
         AND NOT coalesce(digital_out_of_stock, false)
       ORDER BY id LIMIT 1`,
      [appleType],
    )
    return rows[0]!.id
  })

const eCard = (productId: string, amount: number, qty = 1) => ({
  productId,
  deliveryType: 'DIGITAL',
  amount,
  qty,
})

// Read as a file: Node imports no bare JSON.
const validation = (
  JSON.parse(fs.readFileSync('src/i18n/messages/fr/shop.json', 'utf8')) as {
    Validation: Record<string, string>
  }
).Validation

/** The one answer every path gives to a crossed cap: the spec's code, the shop's sentence. */
const refusal = (code: number, key: 'appleOrderLimit' | 'giftCardLimit'): GatewayError => ({
  code,
  message: validation[key]!,
  referencedRequestParameter: null,
})
const appleOrderLimit = refusal(2015, 'appleOrderLimit')
const giftCardLimit = refusal(2030, 'giftCardLimit')

/** A holder of a 50 € choice card with a redeem session, as /verifier-solde/ opens it. */
const holderSession = async () => redeemSession(new ServerClient(), await choiceCard(5000))

test.describe('point 5: every order path keeps the per-order caps', () => {
  let apple: string
  let other: string

  test.beforeAll(async () => {
    apple = await onSale(true)
    other = await onSale(false)
  })

  test('the cart path: 2 × 250 € Apple-type then 10 € is 2015, a 51st card 2030', async () => {
    const shopper = new ServerClient()
    expect((await addToCart(shopper, eCard(apple, 25_000, 2))).errors).toEqual([])
    const appleOver = await addToCart(shopper, eCard(apple, 1000))
    expect(appleOver.errors).toEqual([appleOrderLimit])
    expect(appleOver.order!.itemsQty).toBe(2)

    const another = new ServerClient()
    expect((await addToCart(another, eCard(other, 1000, 50))).errors).toEqual([])
    const cardsOver = await addToCart(another, eCard(other, 1000))
    expect(cardsOver.errors).toEqual([giftCardLimit])
    expect(cardsOver.order!.itemsQty).toBe(50)
  })

  test('the redeem path: 2 × 250 € Apple-type then 10 € is 2015, a 51st card 2030', async () => {
    test.setTimeout(60_000)
    const session = await holderSession()
    expect((await session.add(eCard(apple, 25_000))).errors).toEqual([])
    const full = await session.add(eCard(apple, 25_000))
    expect(full.errors).toEqual([])
    // The card pays 50 €; the other 450 € would be paid by card: what the cap bounds.
    expect(full.order!.totals.amountToPay.value).toBe(45_000)
    const appleOver = await session.add(eCard(apple, 1000))
    expect(appleOver.errors).toEqual([appleOrderLimit])
    expect(appleOver.order!.totals.subTotal.value).toBe(50_000)

    const another = await holderSession()
    expect((await another.add(eCard(other, 1000, 50))).errors).toEqual([])
    const cardsOver = await another.add(eCard(other, 1000))
    expect(cardsOver.errors).toEqual([giftCardLimit])
    expect(cardsOver.order!.itemsQty).toBe(50)
  })
})
