import type { Payload } from 'payload'

import type { PaymentDetails } from '@/commerce/domain/checkout/checkout-input'
import type { Locale } from '@/i18n/routing'

import type { PlaceOrderResult, PlacedOrderResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { cartSettings } from '@/commerce/services/store'
import { orderError } from '@/commerce/services/errors'
import { storePaymentMethods } from '@/commerce/services/payments'
import { grantOrderAccess } from './access-cookie'
import { invoicePdf } from './order-mails'
import { orderProof } from './ownership'
import { toOrderStatus, toPlacedOrder } from './placed-view'
import { reconcilePayment } from './reconcile'
import { startPayment } from './start-payment'
import { findPlacedOrder } from '@/commerce/db/order-repository'

type Access = string | null | undefined

const noOrder = { orderUuid: null, redirectUrl: null }

/**
 * A placed order by its uuid (the confirmation pages' key; version 4, not guessable): its
 * status for anyone holding the uuid (the payment-return pages), the order in full for its
 * owner only. While its payment is open, the provider is asked, so a lost webhook does not
 * leave the payer waiting.
 */
export async function placedOrder(
  context: ServiceContext,
  locale: Locale,
  uuid: string,
  access: Access,
): Promise<PlacedOrderResult> {
  let row = await findPlacedOrder(context.payload, uuid, context.storeId)
  if (row && (await reconcilePayment(context.payload, row))) {
    row = await findPlacedOrder(context.payload, uuid, context.storeId)
  }
  if (!row) {
    return { order: null, orderStatus: null, errors: [orderError(locale, 'orderNotFound', 'uuid')] }
  }
  const proof = await orderProof(context.payload, context.request.headers, row, access)
  const link = proof === 'link' ? (access ?? null) : null
  const { country, timeZone } = await cartSettings(context.payload, context.storeId)
  return {
    order: proof ? toPlacedOrder(row, locale, { access: link, country, timeZone }) : null,
    orderStatus: toOrderStatus(row),
    errors: [],
  }
}

/**
 * A new payment for a pending order (retry-payment view, the reminder's link), by its owner
 * only: anyone else is answered as for an unknown order, and no payment attempt is used up.
 */
export async function payOrder(
  context: ServiceContext,
  locale: Locale,
  uuid: string,
  payment: { method: string; details: PaymentDetails; access: Access },
): Promise<PlaceOrderResult> {
  const row = await findPlacedOrder(context.payload, uuid, context.storeId)
  const proof =
    row && (await orderProof(context.payload, context.request.headers, row, payment.access))
  if (!row || row.status !== 'PENDING' || !proof) {
    return { ...noOrder, errors: [orderError(locale, 'orderNotFound', 'uuid')] }
  }
  const settings = await cartSettings(context.payload, context.storeId)
  const methods = storePaymentMethods(settings.paymentMethods, locale)
  if (!methods.some((method) => method.id === payment.method)) {
    return { ...noOrder, errors: [orderError(locale, 'paymentMethodUnavailable', 'paymentMethod')] }
  }
  const order = {
    id: row.id,
    uuid: row.uuid,
    orderNumber: row.order_number,
    email: row.billing_address.invoiceEmail ?? row.email,
    grandTotal: row.grand_total,
    currency: row.currency,
    storeId: row.store_id,
  }
  // Paid through the e-mail's link: back from the provider, this browser sees its order.
  if (proof === 'link') grantOrderAccess(context, row.uuid)
  return startPayment(context, locale, order, payment.method, payment.details)
}

/**
 * The invoice PDF of a paid order, for its owner only, as placedOrder decides (the e-mail's link,
 * the placing browser, the signed-in customer who placed it); null for anyone else.
 */
export async function ownedInvoice(
  payload: Payload,
  storeId: number,
  headers: Headers,
  uuid: string,
  access: Access,
) {
  const row = await findPlacedOrder(payload, uuid, storeId)
  if (!row || !(await orderProof(payload, headers, row, access))) return null
  const pdf = await invoicePdf(payload, row.id)
  return pdf && { content: pdf.content, filename: pdf.filename }
}
