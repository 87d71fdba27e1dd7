import { createHash } from 'node:crypto'

import type pg from 'pg'

import type { GiftcardPackageInput } from '../../src/commerce/client/generated/graphql'
import { alice, chloe } from '../../tests/fixtures/cart-package'
import type { Shopper } from './shopper'

type Product = { id: string; fixedDigital: boolean; physical: boolean }

/** Seeded gift cards a shopper can buy digitally: plain ones, no Apple-type or test card. */
export async function sellableProducts(db: pg.Client): Promise<Product[]> {
  const { rows } = await db.query<Product>(
    `SELECT id::text, digital_has_fixed_prices AS "fixedDigital", physical_available AS physical
     FROM products
     WHERE _status = 'published' AND product_type = 'giftcard' AND NOT apple_type
       AND NOT coalesce(test_card, false) AND digital_available
       AND NOT coalesce(digital_out_of_stock, false) AND NOT coalesce(physical_out_of_stock, false)
     ORDER BY id LIMIT 24`,
  )
  return rows
}

/**
 * The packages the app itself stores for a varied cart (digital and posted, for the buyer and
 * for a receiver, with wrappers, packing and notes), added through the gateway and read back:
 * templates for the bulk-inserted carts, shaped exactly as the resolvers write them.
 */
export async function packagePool(db: pg.Client, buyer: Shopper, products: Product[]) {
  const { rows: options } = await db.query<{ id: string; kind: string }>(
    `SELECT id::text, kind FROM packaging_options WHERE available ORDER BY id`,
  )
  const option = (kind: string) => options.find((row) => row.kind === kind)?.id ?? null
  const inputs = products.slice(0, 12).map((product, index): GiftcardPackageInput => {
    const digital = { productId: product.id, deliveryType: 'DIGITAL' as const, qty: 1 }
    const amount = product.fixedDigital ? 5000 : [2500, 4000, 7500][index % 3]!
    if (product.physical && index % 3 === 1) {
      return {
        ...digital,
        deliveryType: 'PHYSICAL',
        amount: 3000,
        deliveryMode: 'SINGLE',
        receivers: [chloe],
        wrapperId: option('WRAPPER'),
        giftPackingId: option('GIFT_PACKING'),
      }
    }
    if (index % 3 === 2) {
      return {
        ...digital,
        amount,
        deliveryMode: 'SINGLE',
        receivers: [alice],
        message: 'Joyeux anniversaire, Alice !',
        wrapperId: option('DIGITAL_WRAPPER'),
      }
    }
    return { ...digital, amount, deliveryMode: 'DEFAULT' }
  })
  for (const input of inputs) {
    const call = await buyer.add(input)
    if (call.problem) throw new Error(`Could not add ${JSON.stringify(input)}: ${call.problem}`)
  }
  const { rows } = await db.query<{ packages: object[] }>(
    `SELECT packages FROM orders WHERE status = 'cart' ORDER BY id DESC LIMIT 1`,
  )
  return rows[0]!.packages
}

/** The cookie secret of bulk cart n: derived from a random salt, so only this run knows it. */
export const cartSecret = (salt: string, n: number): string =>
  createHash('sha256').update(`${salt}:${n}`).digest('base64url')

/**
 * Carts 1..count in a few big statements: each 1 to 3 packages from the pool (new ids, 1 to 3
 * cards each), a secret computed in SQL the way cartSecret does, its SHA-256 stored as the app
 * stores it, and ages spread over 30 days.
 */
export async function insertCarts(db: pg.Client, salt: string, count: number, pool: object[]) {
  const batch = 25_000
  for (let first = 1; first <= count; first += batch) {
    await db.query(
      `INSERT INTO orders (uuid, status, store_id, guest_token_hash, packages, items_qty,
         revision, created_at, updated_at)
       SELECT gen_random_uuid()::text, 'cart', 52,
         encode(sha256(convert_to(s.secret, 'UTF8')), 'hex'), c.packages, c.qty, 0, t.at, t.at
       FROM generate_series($2::int, $3::int) n
       CROSS JOIN LATERAL (SELECT rtrim(translate(encode(sha256(convert_to($1 || ':' || n::text,
         'UTF8')), 'base64'), '+/', '-_'), '=') AS secret) s
       CROSS JOIN LATERAL (SELECT now() - (n % 43200) * interval '1 minute' AS at) t
       CROSS JOIN LATERAL (
         SELECT jsonb_agg(jsonb_set(jsonb_set($4::jsonb -> ((n * 7 + k * 5) % $5),
             '{id}', to_jsonb(gen_random_uuid()::text)), '{qty}', to_jsonb(1 + (n + k) % 3))) AS packages,
           sum(1 + (n + k) % 3) AS qty
         FROM generate_series(1, 1 + n % 3) k) c`,
      [salt, first, Math.min(count, first + batch - 1), JSON.stringify(pool), pool.length],
    )
  }
  await db.query('ANALYZE orders')
}
