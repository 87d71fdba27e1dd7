import { createTranslator } from 'next-intl'

import {
  METHOD_LOGOS,
  PAYMENT_METHOD_IDS,
  type PaymentLogoKind,
  type PaymentMethodId,
} from '@/collections/stores/payments'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import { IDEAL_BANKS } from './ideal-banks'
import type { PaymentMethod } from './types'

/** A method as the checkout shows it: with its logos. */
export type StorePaymentMethod = PaymentMethod & { id: PaymentMethodId; logos: PaymentLogoKind[] }

export type PaymentsLocale = 'fr' | 'nl' | 'en'

const catalogues = { fr, nl, en } as const

/** Card payments are the ones whose details the payer types on the payment page. */
export const isCardMethod = (id: string): boolean => id === 'creditcard'

/**
 * The methods a store offers (its `paymentMethods` ids in the store's order, unknown ids left
 * out), titled in the shopper's language, with the banks of iDEAL.
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
  // In the store's order (iDEAL first in the Netherlands, Bancontact in Belgium), each once.
  const known = (id: string): id is PaymentMethodId =>
    (PAYMENT_METHOD_IDS as readonly string[]).includes(id)
  return [...new Set(methodIds)].filter(known).map((id) => ({
    id,
    title: t(id),
    banks: id === 'ideal' ? [...IDEAL_BANKS] : [],
    logos: METHOD_LOGOS[id],
  }))
}
