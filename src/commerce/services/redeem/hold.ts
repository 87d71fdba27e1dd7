import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'

import { InsufficientBalance, moveBalances } from '@/commerce/services/cards'
import type { SqlClient } from '@/commerce/db/transaction'

/** What a placed redeem order took from each source card (orders.card_payments). */
export type CardPayment = { card: number; lastFour: string; balance: number; amount: number }

export type CanceledRedeemOrder = {
  uuid: string
  card_payments: CardPayment[] | null
  packages: CartPackage[]
  cart_id: number | null
}

/** Locks cards in id order before several ledger moves, so no two transactions wait in a circle. */
async function lockCards(client: SqlClient, ids: number[]) {
  if (ids.length === 0) return
  await client.query(`SELECT id FROM gift_cards WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [
    ids,
  ])
}

/**
 * Puts back the money canceled redeem orders held (reason 'refund', the order's uuid), and hands
 * each order's chosen cards back to its session when the holder has not chosen others since.
 * Runs in the transaction that cancels them.
 */
export async function refundCanceledRedeemOrders(
  client: SqlClient,
  orders: CanceledRedeemOrder[],
): Promise<void> {
  const payments = orders.flatMap((order) => order.card_payments ?? [])
  await lockCards(client, [...new Set(payments.map((payment) => payment.card))])
  for (const order of orders) {
    const movements = (order.card_payments ?? [])
      .filter((payment) => payment.amount > 0)
      .map((payment) => ({ cardId: payment.card, amount: payment.amount }))
    await moveBalances(client, movements, { reason: 'refund', reference: order.uuid })
    await client.query(
      `UPDATE orders SET packages = $2::jsonb, items_qty = $3, revision = revision + 1,
         updated_at = now()
       WHERE id = $1 AND status = 'cart' AND flow = 'redeem' AND packages = '[]'::jsonb`,
      [
        order.cart_id,
        JSON.stringify(order.packages),
        order.packages.reduce((sum, item) => sum + item.qty, 0),
      ],
    )
  }
}

/** What refundCanceledRedeemOrders reads of a canceled order (alias `o`). */
export const CANCELED_COLUMNS = 'o.uuid, o.card_payments, o.packages, o.cart_id::int AS cart_id'

/**
 * Gives up a pending redeem order whose payment ended unpaid (failed, canceled, expired) when no
 * other payment of it is still open, on its way or paid, and refunds its cards at once: the
 * holder's money is not held for an order nobody will pay.
 */
export async function cancelUnpaidRedeemOrder(client: SqlClient, orderId: number) {
  const { rows } = await client.query<CanceledRedeemOrder>(
    `UPDATE orders o SET status = 'CANCELED', canceled_at = now(), updated_at = now()
     WHERE o.id = $1 AND o.flow = 'redeem' AND o.status = 'PENDING' AND NOT EXISTS (
       SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status IN ('open', 'pending', 'paid'))
     RETURNING ${CANCELED_COLUMNS}`,
    [orderId],
  )
  await refundCanceledRedeemOrders(client, rows)
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
  const { rows } = await client.query<CanceledRedeemOrder & { flow: string; status: string }>(
    `SELECT flow, status, ${CANCELED_COLUMNS} FROM orders o WHERE o.id = $1`,
    [orderId],
  )
  const order = rows[0]
  if (!order || order.flow !== 'redeem' || order.status !== 'CANCELED') return true
  const movements = (order.card_payments ?? [])
    .filter((payment) => payment.amount > 0)
    .map((payment) => ({ cardId: payment.card, amount: -payment.amount }))
  await client.query('SAVEPOINT late_redeem')
  try {
    await moveBalances(client, movements, { reason: 'redeem', reference: `${order.uuid}:late` })
    await client.query('RELEASE SAVEPOINT late_redeem')
    return true
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error
    await client.query('ROLLBACK TO SAVEPOINT late_redeem')
    payload.logger.error(
      `Redeem order ${order.uuid}: its shortfall was paid after it was canceled and its cards no ` +
        'longer hold the money; the order stays canceled, pay the shortfall back to the holder.',
    )
    return false
  }
}
