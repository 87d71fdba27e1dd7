import type { CSSProperties } from 'react'

import { formatMoney } from '@/commerce/domain/money'

import { type StoreLocality, storeIntl } from './dates'

/**
 * The store a mail speaks for, from its Stores row: the name it signs with, its theme's brand
 * colours, and the country and clock its amounts and dates follow.
 */
export type MailStore = StoreLocality & { name: string; brand: string; brandContrast: string }

/** The store's colours over a style: mail clients take inline styles only. */
export const branded = (style: CSSProperties, store: MailStore): CSSProperties => ({
  ...style,
  backgroundColor: store.brand,
  color: store.brandContrast,
})

/** An amount as the store writes it in `language`: '25 €', '12,50 €', '€ 12,50'. */
export const storeMoney = (
  language: string,
  store: StoreLocality,
  value: number,
  currency: string,
): string => formatMoney({ currency, value }, storeIntl(language, store))
