import type { Payload } from 'payload'

import { poolOf } from './pool'

/**
 * Stamps the transfer instructions of pending orders whose latest payment is a bank transfer on
 * its way (of one order, or all) and whose instructions have not left; the orders stamped, once
 * each. The stamp is the claim: a sender that fails gives it back.
 */
export async function claimTransferMails(
  payload: Payload,
  orderId: number | null,
): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `UPDATE orders o SET transfer_mail_sent_at = now()
     WHERE o.status = 'PENDING' AND o.transfer_mail_sent_at IS NULL
       AND ($1::int IS NULL OR o.id = $1)
       AND (SELECT p.status FROM payments p WHERE p.order_id = o.id
         ORDER BY p.created_at DESC, p.id DESC LIMIT 1) = 'pending'
     RETURNING o.id`,
    [orderId],
  )
  return rows.map((row) => row.id)
}

/** The claimed instructions could not leave: the next sender sends them. */
export async function releaseTransferMail(payload: Payload, orderId: number): Promise<void> {
  await poolOf(payload).query(`UPDATE orders SET transfer_mail_sent_at = NULL WHERE id = $1`, [
    orderId,
  ])
}
