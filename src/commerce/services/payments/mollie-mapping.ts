import { CENTS_PER_UNIT, type Money } from '@/commerce/domain/money'

import type { PaymentMethodId } from '@/collections/stores/payments'
import type { PaymentStatus } from '@/commerce/domain/payments/payment-status'

/** Mollie's `{ currency, value: '12.34' }`: the string of exactly two decimals Mollie asks for. */
export function toMollieAmount({ currency, value }: Money): { currency: string; value: string } {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Invalid amount ${value}`)
  const units = Math.floor(value / CENTS_PER_UNIT)
  const cents = String(value % CENTS_PER_UNIT).padStart(2, '0')
  return { currency, value: `${units}.${cents}` }
}

/** Our method ids are Mollie's own, so the checkout can send them as they are. */
const MOLLIE_METHODS: Record<PaymentMethodId, string> = {
  creditcard: 'creditcard',
  paypal: 'paypal',
  banktransfer: 'banktransfer',
  ideal: 'ideal',
  bancontact: 'bancontact',
  blik: 'blik',
  mbway: 'mbway',
  applepay: 'applepay',
}

/** Mollie's method for ours; undefined lets Mollie show its own choice of methods. */
export const toMollieMethod = (method: string): string | undefined =>
  Object.hasOwn(MOLLIE_METHODS, method) ? MOLLIE_METHODS[method as PaymentMethodId] : undefined

/** Our method for Mollie's (the one the payer finally used), null when none or unknown. */
export const fromMollieMethod = (method: string | null | undefined): string | null =>
  Object.entries(MOLLIE_METHODS).find(([, mollie]) => mollie === method)?.[0] ?? null

/**
 * Mollie's statuses as ours. `authorized` (money reserved, not yet captured) is not money
 * received: it stays `pending` until Mollie reports `paid`.
 */
const STATUSES: Record<string, PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
}

export function fromMollieStatus(status: string): PaymentStatus {
  const ours = STATUSES[status]
  if (!ours) throw new Error(`Unknown Mollie payment status ${status}`)
  return ours
}

/** Mollie's checkout language for the shopper's: French by default (store 52). */
export function mollieLocale(locale: string): 'fr_FR' | 'nl_NL' | 'en_US' {
  const language = locale.slice(0, 2).toLowerCase()
  return language === 'nl' ? 'nl_NL' : language === 'en' ? 'en_US' : 'fr_FR'
}
