import pg from 'pg'

import { sellableProducts } from './carts'
import { shopper } from './shopper'

/**
 * A basket with one 25 € e-card, added as the product page adds it; the cookies a browser holding
 * it sends. The cards on sale come from the server's database (`npm run bench` names it).
 */
export async function filledBasket(origin: string): Promise<string> {
  const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await db.connect()
  const products = await sellableProducts(db).finally(() => db.end())
  const product = products.find((one) => !one.fixedDigital)
  if (!product) throw new Error('The seed sells no card at a free amount')
  const one = shopper(origin)
  const input = { productId: product.id, deliveryType: 'DIGITAL', amount: 2500, qty: 1 } as const
  const added = await one.add({ ...input, deliveryMode: 'DEFAULT' })
  if (added.problem) throw new Error(`The basket was not filled: ${added.problem}`)
  return one.cookie
}
