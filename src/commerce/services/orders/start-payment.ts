import { PAYMENT_ATTEMPTS_LIMIT } from '@/commerce/domain/orders/pending-policy'
import type { Locale } from '@/i18n/routing'
import type { Href } from '@/i18n/paths'
import { storePageUrl } from './order-links'
import { serverEnv } from '@/server/env'
import { type CreatePaymentInput, paymentProvider } from '@/commerce/services/payments'

import type { PlaceOrderResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { orderError } from '@/commerce/services/errors'
import { gatewayText } from '../messages'
import { countAttempt } from '@/commerce/db/pending-order-repository'
import { insertPayment } from '@/commerce/db/payment-repository'

export type PayableOrder = {
  id: number
  uuid: string
  orderNumber: string
  email: string
  grandTotal: number
  currency: string
  /** The store it was placed in: the payer comes back to its site. */
  storeId: number
}

/**
 * Where the payer comes back to (the checkout's processing page unless told, on the store's host
 * they pay from) and where the provider reports.
 */
export async function paymentUrls(
  { payload, request }: Pick<ServiceContext, 'payload' | 'request'>,
  locale: Locale,
  order: Pick<PayableOrder, 'uuid' | 'storeId'>,
  providerId: string,
  returnTo: Href = '/checkout/processing',
) {
  const base = serverEnv().SERVER_URL.replace(/\/$/, '')
  const query = `?order=${encodeURIComponent(order.uuid)}`
  const host = request.headers.get('host')
  return {
    returnUrl: await storePageUrl(payload, order.storeId, locale, returnTo, query, host),
    webhookUrl: `${base}/api/payments/webhook/${providerId}/`,
  }
}

/**
 * Starts one payment of a pending order at the provider and records it. Past the attempts limit
 * the spec's 2036 answers instead; the provider refusing answers the generic payment error.
 */
export async function startPayment(
  context: Pick<ServiceContext, 'payload' | 'request'>,
  locale: Locale,
  order: PayableOrder,
  method: string,
  details: CreatePaymentInput['details'],
  returnTo?: Href,
): Promise<PlaceOrderResult> {
  const { payload } = context
  if (!(await countAttempt(payload, order.id, PAYMENT_ATTEMPTS_LIMIT))) {
    return { orderUuid: order.uuid, redirectUrl: null, errors: [orderError(locale, 'retryLimit')] }
  }
  const provider = paymentProvider(payload)
  const amount = { currency: order.currency, value: order.grandTotal }
  const created = await provider
    .createPayment({
      orderUuid: order.uuid,
      orderNumber: order.orderNumber,
      amount,
      method,
      details,
      // What the payer reads on the provider's page and the bank statement, in their language.
      description: gatewayText(locale, 'Payments')('orderDescription', {
        number: order.orderNumber,
      }),
      ...(await paymentUrls(context, locale, order, provider.id, returnTo)),
      locale,
      payerEmail: order.email,
    })
    .catch((error: unknown) => {
      payload.logger.error({ err: error }, `Payment of order ${order.orderNumber} refused`)
      return null
    })
  if (!created) {
    return {
      orderUuid: order.uuid,
      redirectUrl: null,
      errors: [orderError(locale, 'paymentFailed')],
    }
  }
  await insertPayment(payload, {
    orderId: order.id,
    provider: provider.id,
    reference: created.reference,
    method,
    amount: amount.value,
    currency: amount.currency,
    status: created.status,
    redirectUrl: created.redirectUrl,
    providerData: created.providerData,
  })
  return { orderUuid: order.uuid, redirectUrl: created.redirectUrl, errors: [] }
}
