import type { Locale } from '@/i18n/routing'

import type { GatewayContext } from '@/commerce/gateway/context'
import type { RedeemOrderQueryResult } from '@/commerce/gateway/generated/resolvers'
import { orderError } from '@/commerce/services/errors'
import { orderProof, reconcilePayment, toOrderStatus } from '@/commerce/services/orders'
import { findPlacedOrder } from '@/commerce/db/order-repository'
import type { CardPayment } from './hold'
import { toRedeemOrder } from './view'

/**
 * A placed redeem order by its uuid (version 4, not guessable), with what each card paid when it
 * was placed, for its owner (as placedOrder: link, placing browser or account); anyone else
 * sees its status only. While its shortfall payment is open the provider is asked.
 */
export async function placedRedeemOrder(
  context: GatewayContext,
  locale: Locale,
  uuid: string,
  access: string | null | undefined,
): Promise<RedeemOrderQueryResult> {
  const { payload, storeId } = context
  let row = await findPlacedOrder(payload, uuid, storeId)
  if (row && (await reconcilePayment(payload, row))) {
    row = await findPlacedOrder(payload, uuid, storeId)
  }
  const { rows } = await payload.db.pool.query<{ card_payments: CardPayment[] | null }>(
    `SELECT card_payments FROM orders WHERE id = $1 AND flow = 'redeem'`,
    [row?.id ?? 0],
  )
  if (!row || !rows[0]) {
    return { order: null, orderStatus: null, errors: [orderError(locale, 'orderNotFound', 'uuid')] }
  }
  const orderStatus = toOrderStatus(row)
  if (!(await orderProof(payload, context.request.headers, row, access))) {
    return { order: null, orderStatus, errors: [] }
  }
  const cardPayments = rows[0].card_payments ?? []
  const onCards = cardPayments.reduce((sum, payment) => sum + payment.balance, 0)
  const paid = cardPayments.reduce((sum, payment) => sum + payment.amount, 0)
  const order = await toRedeemOrder(payload, locale, {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    orderNumber: row.order_number,
    currency: row.currency,
    packages: row.packages,
    deliveries: row.deliveries,
    billingAddress: row.billing_address,
    deliveryAddress: row.delivery_address,
    payments: cardPayments.map((payment) => ({
      id: payment.card,
      lastFour: payment.lastFour,
      balance: payment.balance,
      value: payment.amount,
    })),
    amountToPay: row.grand_total,
    remainingBalance: onCards - paid,
  })
  return { order, orderStatus, errors: [] }
}
