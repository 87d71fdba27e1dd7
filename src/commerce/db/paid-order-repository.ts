import type { SqlClient } from './transaction'

/**
 * Marks the order paid (also one given up meanwhile: the money came) with its invoice number; the
 * cart and revision it was placed from, or null when it was paid already.
 */
export async function settlePaidOrder(
  client: SqlClient,
  orderId: number,
  method: string | null,
): Promise<{ cart_id: number | null; cart_revision: number | null } | null> {
  const { rows } = await client.query<{ cart_id: number | null; cart_revision: number | null }>(
    `UPDATE orders SET status = 'COMPLETED', paid_at = now(), canceled_at = NULL,
       payment_method = coalesce($2, payment_method),
       invoice_number = 'F' || store_id || '-' || to_char(now() AT TIME ZONE
         (SELECT time_zone FROM stores WHERE stores.store_id = orders.store_id), 'YYYY')
         || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'),
       updated_at = now()
     WHERE id = $1 AND status IN ('PENDING', 'CANCELED')
     RETURNING cart_id, cart_revision`,
    [orderId, method],
  )
  return rows[0] ?? null
}
