import type { Payload } from 'payload'

import { BANK_TRANSFER_DAYS, PENDING_ORDER_HOURS } from '@/commerce/domain/orders/pending-policy'

import { refundCanceledRedeemOrders } from '@/commerce/services/redeem/hold'
import { remindInterruptedPayments } from './reminders'
import { sendTransferInstructions } from './transfer-mails'
import { cancelStaleOrders } from '@/commerce/db/order-cancel-repository'
import { inTransaction } from '@/commerce/db/transaction'

/**
 * Gives up orders nobody paid in time (spec §4: an interrupted payment must be completed or the
 * pending order is removed). The order is kept, CANCELED, for the record; a payment that still
 * arrives later completes it (the money decides).
 */
async function cancelStale(payload: Payload): Promise<number> {
  return inTransaction(payload, async (client) => {
    const rows = await cancelStaleOrders(client, PENDING_ORDER_HOURS, BANK_TRANSFER_DAYS)
    // A redeem order held its cards' money: it goes back in the same transaction.
    await refundCanceledRedeemOrders(
      client,
      rows.filter((row) => row.flow === 'redeem'),
    )
    return rows.length
  })
}

/**
 * Reminds interrupted payments once, sends the bank details a transfer's notice could not, then
 * gives up the orders left unpaid too long.
 */
export async function followUpPendingOrders(
  payload: Payload,
): Promise<{ reminded: number; instructed: number; canceled: number }> {
  const reminded = await remindInterruptedPayments(payload)
  const instructed = await sendTransferInstructions(payload, null)
  const canceled = await cancelStale(payload)
  return { reminded, instructed, canceled }
}
