import type { Topology } from './topology'

/** A seeded gift card sold digitally at an amount the buyer chooses (25 € fits), as an id. */
export async function customAmountCard(topology: Topology): Promise<string> {
  const [product] = await topology.query<{ id: number }>(
    `SELECT id FROM products WHERE _status = 'published' AND product_type = 'giftcard'
       AND NOT apple_type AND NOT coalesce(test_card, false) AND digital_available
       AND NOT coalesce(digital_out_of_stock, false) AND NOT digital_has_fixed_prices
       AND digital_min_price <= 2500 AND digital_max_price >= 2500
     ORDER BY id LIMIT 1`,
  )
  if (!product) throw new Error('The seed has no gift card at a chosen amount')
  return String(product.id)
}
