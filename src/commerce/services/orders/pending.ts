import type { Payload } from 'payload'

import { BANK_TRANSFER_DAYS, PENDING_ORDER_HOURS } from '@/commerce/domain/orders/pending-policy'

import {
  CANCELED_COLUMNS,
  type CanceledRedeemOrder,
  refundCanceledRedeemOrders,
} from '@/commerce/services/redeem/hold'
import { remindInterruptedPayments } from './reminders'
import { inTransaction } from '@/commerce/db/transaction'

/**
 * Gives up orders nobody paid in time (spec §4: an interrupted payment must be completed or the
 * pending order is removed). The order is kept, CANCELED, for the record; a payment that still
 * arrives later completes it (the money decides).
 */
async function cancelStale(payload: Payload): Promise<number> {
  return inTransaction(payload, async (client) => {
    const { rows } = await client.query<CanceledRedeemOrder & { flow: string }>(
      `UPDATE orders o SET status = 'CANCELED', canceled_at = now(), updated_at = now()
       WHERE o.status = 'PENDING' AND o.placed_at < now() - make_interval(hours => $1)
         AND NOT EXISTS (
           SELECT 1 FROM payments p WHERE p.order_id = o.id AND (p.status = 'paid'
             OR (p.status = 'pending' AND p.created_at > now() - make_interval(days => $2))))
       RETURNING o.flow, ${CANCELED_COLUMNS}`,
      [PENDING_ORDER_HOURS, BANK_TRANSFER_DAYS],
    )
    // A redeem order held its cards' money: it goes back in the same transaction.
    await refundCanceledRedeemOrders(
      client,
      rows.filter((row) => row.flow === 'redeem'),
    )
    return rows.length
  })
}

/** Reminds interrupted payments once, then gives up the orders left unpaid too long. */
export async function followUpPendingOrders(
  payload: Payload,
): Promise<{ reminded: number; canceled: number }> {
  const reminded = await remindInterruptedPayments(payload)
  const canceled = await cancelStale(payload)
  return { reminded, canceled }
}
