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

/** One payment service (spec: payments behind an adapter). */
export interface PaymentProvider {
  readonly id: string
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** Reads a webhook request; null when it is not authentic (bad signature, unknown payment). */
  readWebhook(request: Request): Promise<PaymentNotification | null>
  /** Asks the provider where a payment stands (a lost webhook is caught up this way). */
  fetchStatus(reference: string): Promise<PaymentNotification>
}
