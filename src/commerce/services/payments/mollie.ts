import createMollieClient, {
  type Locale,
  type Payment,
  type PaymentMethod as MollieMethod,
} from '@mollie/api-client'

import { readLimitedBody } from '@/server/request-body'

import {
  fromMollieMethod,
  fromMollieStatus,
  mollieLocale,
  toMollieAmount,
  toMollieMethod,
} from './mollie-mapping'
import type { PaymentNotification, PaymentProvider } from './types'

export const MOLLIE_PROVIDER_ID = 'mollie'

/** Mollie's payment ids: `tr_` and letters or digits. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{4,32}$/

/**
 * The event of a Mollie payment: Mollie's webhook only says "look at tr_xxx", so one status of
 * one payment is one event, and a repeated call for the same status is a replay.
 */
const notification = (payment: Payment): PaymentNotification => ({
  eventId: `${payment.id}:${payment.status}`,
  reference: payment.id,
  status: fromMollieStatus(payment.status),
  method: fromMollieMethod(payment.method),
})

/** Mollie through its official client (which speaks to the API with node-fetch over https). */
export function createMollieProvider({ apiKey }: { apiKey: string }): PaymentProvider {
  const client = createMollieClient({ apiKey })
  return {
    id: MOLLIE_PROVIDER_ID,

    async createPayment(input) {
      const method = toMollieMethod(input.method) as MollieMethod | undefined
      const payment = await client.payments.create({
        amount: toMollieAmount(input.amount),
        description: input.description,
        redirectUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        locale: mollieLocale(input.locale) as Locale,
        metadata: { orderUuid: input.orderUuid },
        ...(method ? { method } : {}),
        ...(method === 'ideal' && input.details.bankId ? { issuer: input.details.bankId } : {}),
        // Mollie e-mails the transfer instructions to this address.
        ...(method === 'banktransfer' ? { billingEmail: input.payerEmail } : {}),
      })
      return {
        reference: payment.id,
        // Every method but a few wallets has a checkout; without one the payer comes back at once.
        redirectUrl: payment.getCheckoutUrl() ?? input.returnUrl,
        status: fromMollieStatus(payment.status),
      }
    },

    /** Mollie posts `id=tr_…` unsigned: the status is authentic once read from the API. */
    async readWebhook(request) {
      const body = await readLimitedBody(request, 1_024)
      const id = new URLSearchParams(body ?? '').get('id') ?? ''
      return PAYMENT_ID.test(id) ? { lookUp: id } : null
    },

    async fetchStatus(reference) {
      return notification(await client.payments.get(reference))
    },
  }
}
