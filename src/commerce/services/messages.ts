import { createTranslator } from 'next-intl'

import { formatMoney, moneyLocale } from '@/commerce/domain/money'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

const catalogues = { fr, nl } as const

export const moneyIn = (locale: Locale, currency: string) => (value: number) =>
  formatMoney({ currency, value }, moneyLocale(locale))

/** The gateway's texts in the shopper's language (userData.language), from the app's messages. */
export function gatewayText(
  locale: Locale,
  namespace:
    'Cart' | 'Validation' | 'AccountErrors' | 'OrderErrors' | 'CardErrors' | 'ActivationErrors',
) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace })
  return (key: string, values?: Record<string, string | number>) =>
    t.has(key as never) ? t(key as never, values as never) : key
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
