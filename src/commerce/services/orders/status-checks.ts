import type { Payload } from 'payload'

import type {
  PaymentNotification,
  PaymentProvider,
  WebhookMessage,
} from '@/commerce/services/payments'

import { applyPaymentNotification } from './payment-events'
import { claimStatusCheck } from '@/commerce/db/payment-repository'

/**
 * The provider is asked about one payment at most this often, whoever asks (order reads,
 * webhooks) from whichever instance: its API quota is the shop's, not a visitor's to spend.
 */
export const STATUS_CHECK_SECONDS = 10

export type StatusCheck =
  { result: 'fetched'; notification: PaymentNotification } | { result: 'throttled' | 'unknown' }

/** The provider's word on one of the shop's own payments, unless it was asked too recently. */
export async function checkPaymentStatus(
  payload: Payload,
  provider: PaymentProvider,
  reference: string,
): Promise<StatusCheck> {
  const claim = await claimStatusCheck(payload, provider.id, reference, STATUS_CHECK_SECONDS)
  if (claim !== 'claimed') return { result: claim }
  return { result: 'fetched', notification: await provider.fetchStatus(reference) }
}

/**
 * A webhook's message applied: a notification at once; a mere id only when it names a payment
 * of this shop, and not more often than the status checks allow (the provider retries then).
 */
export async function receivePaymentWebhook(
  payload: Payload,
  provider: PaymentProvider,
  message: WebhookMessage,
): Promise<'applied' | 'throttled' | 'unknown'> {
  if ('lookUp' in message) {
    const check = await checkPaymentStatus(payload, provider, message.lookUp)
    if (check.result !== 'fetched') return check.result
    message = check.notification
  }
  await applyPaymentNotification(payload, provider.id, message)
  return 'applied'
}
