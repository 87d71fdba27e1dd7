import { createTranslator } from 'next-intl'

import { formatMoney, intlLocale } from '@/commerce/domain/money'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

const catalogues = { fr, nl } as const

/** How a store writes amounts: its currency, in its country's way (store settings have both). */
export type StoreMoney = { currency: string; country: string }

/** Cents as the store writes them for a shopper of `locale`: '25 €' in France, '€ 25' in Dutch. */
export const moneyIn = (locale: Locale, store: StoreMoney) => (value: number) =>
  formatMoney({ currency: store.currency, value }, intlLocale(locale, store.country))

type Namespace =
  | 'CartView'
  | 'Validation'
  | 'AccountErrors'
  | 'OrderErrors'
  | 'CardErrors'
  | 'ActivationErrors'
  | 'Payments'
type Text = (key: string, values?: Record<string, string | number>) => string

// One translator per language and namespace: a translator keeps the ICU messages it parsed, so a
// new one per call parsed every message again (a cart's answer asks for a text per package).
const texts = new Map<string, Text>()

/** The gateway's texts in the shopper's language (userData.language), from the app's messages. */
export function gatewayText(locale: Locale, namespace: Namespace): Text {
  const id = `${locale}:${namespace}`
  let text = texts.get(id)
  if (!text) {
    const t = createTranslator({ locale, messages: catalogues[locale], namespace })
    text = (key, values) => (t.has(key as never) ? t(key as never, values as never) : key)
    texts.set(id, text)
  }
  return text
}

/** A Validation key's parameters, amounts in cents, and the store that writes them. */
export type ValidationParams = { values?: Record<string, unknown>; store: StoreMoney }

/**
 * A Validation key as a sentence in the shopper's language; amounts among its parameters are
 * cents, shown as the store writes money. Messages that are not keys pass unchanged.
 */
export function validationMessage(locale: Locale, key: string, params?: ValidationParams): string {
  const money = params && moneyIn(locale, params.store)
  const values = Object.fromEntries(
    Object.entries(params?.values ?? {}).flatMap(([name, value]) =>
      money && typeof value === 'number' ? [[name, money(value)]] : [],
    ),
  )
  return gatewayText(locale, 'Validation')(key, values)
}
