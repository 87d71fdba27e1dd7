import type { Payload } from 'payload'

import { issueOrderCards } from './issue'

/** Issues a paid order's cards and sends what is due; each step is safe to repeat. */
export async function fulfilOrder(payload: Payload, orderId: number): Promise<number> {
  return issueOrderCards(payload, orderId)
}

/** Paid orders a stopped process left unfinished, a minute after payment at the earliest. */
export async function fulfilPaidOrders(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `SELECT id FROM orders WHERE status = 'COMPLETED' AND cards_issued_at IS NULL
       AND paid_at < now() - interval '1 minute' ORDER BY paid_at LIMIT 50`,
  )
  for (const { id } of rows) await fulfilOrder(payload, id)
  return rows.length
}
