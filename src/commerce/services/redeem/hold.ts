import type { Payload } from 'payload'

import { InsufficientBalance, moveBalances } from '@/commerce/services/cards'
import { lockGiftCards } from '@/commerce/db/gift-card-repository'
import {
  cancelUnpaidRedeemOrderRow,
  type CanceledOrder,
  findOrderForLatePayment,
} from '@/commerce/db/order-cancel-repository'
import { restoreRedeemSessionChoice } from '@/commerce/db/redeem-session-repository'
import { inSavepoint, type SqlClient } from '@/commerce/db/transaction'

/**
 * Puts back the money canceled redeem orders held (reason 'refund', the order's uuid), and hands
 * each order's chosen cards back to its session when the holder has not chosen others since.
 * Runs in the transaction that cancels them.
 */
export async function refundCanceledRedeemOrders(
  client: SqlClient,
  orders: CanceledOrder[],
): Promise<void> {
  const payments = orders.flatMap((order) => order.card_payments ?? [])
  await lockGiftCards(client, [...new Set(payments.map((payment) => payment.card))])
  for (const order of orders) {
    const movements = (order.card_payments ?? [])
      .filter((payment) => payment.amount > 0)
      .map((payment) => ({ cardId: payment.card, amount: payment.amount }))
    await moveBalances(client, movements, { reason: 'refund', reference: order.uuid })
    await restoreRedeemSessionChoice(
      client,
      order.cart_id,
      order.packages,
      order.packages.reduce((sum, item) => sum + item.qty, 0),
    )
  }
}

/**
 * Gives up a pending redeem order whose payment ended unpaid (failed, canceled, expired) when no
 * other payment of it is still open, on its way or paid, and refunds its cards at once: the
 * holder's money is not held for an order nobody will pay.
 */
export async function cancelUnpaidRedeemOrder(client: SqlClient, orderId: number) {
  await refundCanceledRedeemOrders(client, await cancelUnpaidRedeemOrderRow(client, orderId))
}

/**
 * A shortfall paid after its redeem order was given up and refunded: the cards are debited again
 * (reference '<uuid>:late') if they still hold the money, and the order completes. If they do
 * not, the order stays canceled, the payment stays recorded as paid, and staff are told to pay
 * it back: the cards' money is never spent twice. False when the order must not complete.
 */
export async function holdAgainForLatePayment(
  payload: Payload,
  client: SqlClient,
  orderId: number,
): Promise<boolean> {
  const order = await findOrderForLatePayment(client, orderId)
  if (!order || order.flow !== 'redeem' || order.status !== 'CANCELED') return true
  const movements = (order.card_payments ?? [])
    .filter((payment) => payment.amount > 0)
    .map((payment) => ({ cardId: payment.card, amount: -payment.amount }))
  try {
    await inSavepoint(client, 'late_redeem', () =>
      moveBalances(client, movements, { reason: 'redeem', reference: `${order.uuid}:late` }),
    )
    return true
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error
    payload.logger.error(
      `Redeem order ${order.uuid}: its shortfall was paid after it was canceled and its cards no ` +
        'longer hold the money; the order stays canceled, pay the shortfall back to the holder.',
    )
    return false
  }
}
