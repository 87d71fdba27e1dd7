import type { Locale } from '@/i18n/routing'

import type { ServiceContext } from '@/commerce/services/context'
import type { RedeemOrderQueryResult } from '@/commerce/contract/types'
import { orderError } from '@/commerce/services/errors'
import { orderProof, reconcilePayment, toOrderStatus } from '@/commerce/services/orders'
import { findPlacedOrder } from '@/commerce/db/order-repository'
import { findRedeemCardPayments } from '@/commerce/db/redeem-order-repository'
import { toRedeemOrder } from './view'

/**
 * A placed redeem order by its uuid (version 4, not guessable), with what each card paid when it
 * was placed, for its owner (as placedOrder: link, placing browser or account); anyone else
 * sees its status only. While its shortfall payment is open the provider is asked.
 */
export async function placedRedeemOrder(
  context: ServiceContext,
  locale: Locale,
  uuid: string,
  access: string | null | undefined,
): Promise<RedeemOrderQueryResult> {
  const { payload, storeId } = context
  let row = await findPlacedOrder(payload, uuid, storeId)
  if (row && (await reconcilePayment(payload, row))) {
    row = await findPlacedOrder(payload, uuid, storeId)
  }
  const redeem = await findRedeemCardPayments(payload, row?.id ?? 0)
  if (!row || !redeem) {
    return { order: null, orderStatus: null, errors: [orderError(locale, 'orderNotFound', 'uuid')] }
  }
  const orderStatus = toOrderStatus(row)
  if (!(await orderProof(payload, context.request.headers, row, access))) {
    return { order: null, orderStatus, errors: [] }
  }
  const cardPayments = redeem.card_payments ?? []
  const onCards = cardPayments.reduce((sum, payment) => sum + payment.balance, 0)
  const paid = cardPayments.reduce((sum, payment) => sum + payment.amount, 0)
  const order = await toRedeemOrder(payload, storeId, locale, {
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
