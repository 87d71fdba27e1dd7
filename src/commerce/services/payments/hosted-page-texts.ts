import { createTranslator } from 'next-intl'

import { formatMoney, intlLocale } from '@/commerce/domain/money'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import type { PaymentsLocale } from './methods'

/** A text of the `Payments` namespace with its values. */
export type PaymentText = (key: string, values?: Record<string, string | number>) => string

/** The language of a payment's locale (`fr`, `fr-fr`, `nl-NL`…): French unless Dutch or English. */
export function paymentsLocale(locale: string): PaymentsLocale {
  const language = locale.slice(0, 2).toLowerCase()
  return language === 'nl' || language === 'en' ? language : 'fr'
}

const catalogues = { fr, nl, en } as const

/**
 * The texts and money format of the simulator's page in the payer's language, amounts as the
 * paid store's country writes them.
 */
export function hostedPageTexts(locale: PaymentsLocale) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Payments' })
  const text: PaymentText = (key, values) => t(key as never, values as never)
  const money = (value: number, currency: string, country: string) =>
    formatMoney({ value, currency }, intlLocale(locale, country))
  // The simulator is never a real payment: its page carries the demo banner of the shop's pages.
  const demo = createTranslator({ locale, messages: catalogues[locale], namespace: 'Demo' })(
    'banner',
  )
  return { text, money, locale, demo }
}

export type HostedPageTexts = ReturnType<typeof hostedPageTexts>
