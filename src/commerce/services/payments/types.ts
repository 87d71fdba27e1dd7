import type { Money } from '@/commerce/domain/money'
import type { PaymentStatus } from '@/commerce/domain/payments/payment-status'

/** A way to pay as a store offers it (spec §3 payment methods: id, banks with id and issuer). */
export type PaymentMethod = {
  id: string
  title: string
  banks: { id: string; issuer: string }[]
}

/** What the checkout asks a provider to collect. */
export type CreatePaymentInput = {
  orderUuid: string
  orderNumber: string
  amount: Money
  method: string
  /** The chosen bank (iDEAL-like methods), the Blik code or the MBWay phone, when the method needs one. */
  details: { bankId?: string | null; blikCode?: string | null; mbwayPhone?: string | null }
  description: string
  /** Where the payer comes back to, whatever the outcome. */
  returnUrl: string
  /** Where the provider tells the shop what happened. */
  webhookUrl: string
  locale: string
  payerEmail: string
}

export type CreatedPayment = {
  reference: string
  redirectUrl: string
  status: PaymentStatus
  /** What the provider keeps with the payment row (`payments.provider_data`); the simulator's session. */
  providerData?: Record<string, unknown>
}

/** A verified notification: the provider's payment `reference` is now in `status`. */
export type PaymentNotification = {
  /** Unique per event at the provider; a replay carries the same id. */
  eventId: string
  reference: string
  status: PaymentStatus
  method: string | null
}

/**
 * What a webhook request says once read: an authentic notification (signed, the simulator's), or
 * only which payment to look up at the provider (Mollie's "look at tr_…"), which the shop does
 * only for its own payments and not too often.
 */
export type WebhookMessage = PaymentNotification | { lookUp: string }

/** One payment service (spec: payments behind an adapter). */
export interface PaymentProvider {
  readonly id: string
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** Reads a webhook request without calling the provider; null when it is not authentic. */
  readWebhook(request: Request): Promise<WebhookMessage | null>
  /** Asks the provider where a payment stands (a lost webhook is caught up this way). */
  fetchStatus(reference: string): Promise<PaymentNotification>
}
