import { createTranslator } from 'next-intl'

import { formatMoney, moneyLocale } from '@/commerce/domain/money'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

const catalogues = { fr, nl } as const

export const moneyIn = (locale: Locale, currency: string) => (value: number) =>
  formatMoney({ currency, value }, moneyLocale(locale))

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

/**
 * A Validation key as a sentence in the shopper's language; amounts among its parameters are
 * cents, shown as money. Messages that are not keys pass unchanged.
 */
export function validationMessage(
  locale: Locale,
  key: string,
  params: Record<string, unknown> | undefined,
  currency = 'EUR',
): string {
  const money = moneyIn(locale, currency)
  const values = Object.fromEntries(
    Object.entries(params ?? {}).flatMap(([name, value]) =>
      typeof value === 'number' ? [[name, money(value)]] : [],
    ),
  )
  return gatewayText(locale, 'Validation')(key, values)
}
