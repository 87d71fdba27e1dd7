import { createTranslator } from 'next-intl'

import type { paymentLogoKinds } from '@/collections/stores/options'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import { IDEAL_BANKS } from './ideal-banks'
import type { PaymentMethod } from './types'

/** The methods a store can offer (the Stores `paymentMethods` field), in the order shown. */
export const PAYMENT_METHOD_IDS = [
  'creditcard',
  'paypal',
  'banktransfer',
  'ideal',
  'bancontact',
  'blik',
  'mbway',
  'applepay',
] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]

export type PaymentLogoKind = (typeof paymentLogoKinds)[number]

/** The logos shown beside a method (spec §3 payment logo kinds); a card shows the card networks. */
const LOGOS: Record<PaymentMethodId, PaymentLogoKind[]> = {
  creditcard: ['carteBancaire', 'visa', 'mastercard'],
  paypal: ['paypal'],
  banktransfer: [],
  ideal: ['ideal'],
  bancontact: ['bancontact'],
  blik: [],
  mbway: [],
  applepay: [],
}

/** A method as the checkout shows it: with its logos. */
export type StorePaymentMethod = PaymentMethod & { id: PaymentMethodId; logos: PaymentLogoKind[] }

export type PaymentsLocale = 'fr' | 'nl' | 'en'

const catalogues = { fr, nl, en } as const

/** Card payments are the ones whose details the payer types on the payment page. */
export const isCardMethod = (id: string): boolean => id === 'creditcard'

/**
 * The methods a store offers (its `paymentMethods` ids, unknown ids left out), titled in the
 * shopper's language, with the banks of iDEAL.
 */
export function storePaymentMethods(
  methodIds: readonly string[],
  locale: PaymentsLocale = 'fr',
): StorePaymentMethod[] {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'Payments.methods',
  })
  return PAYMENT_METHOD_IDS.filter((id) => methodIds.includes(id)).map((id) => ({
    id,
    title: t(id),
    banks: id === 'ideal' ? [...IDEAL_BANKS] : [],
    logos: LOGOS[id],
  }))
}
