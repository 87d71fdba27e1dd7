import type { ReactNode } from 'react'

import type { CartOrder } from '@/commerce/client/cart-order'
import { formatMoney, type Money } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { TotalsSummary } from '@/components/totals/totals-summary'
import { fill } from '@/i18n/fill'

import type { CheckoutFormTexts } from './texts'

type Props = {
  order: Pick<CartOrder, 'totals' | 'groupedTotals'>
  texts: CheckoutFormTexts
  children?: ReactNode
}

/** The order's totals as the cart shows them (spec §3 totals), under a heading. */
export function OrderSummary({ order, texts, children }: Props) {
  const intl = useIntlLocale()
  const summaryTexts = {
    ...texts.totals,
    summary: texts.summary,
    digital: (count: number) => fill(texts.digitalTotal, { count }),
    physical: (count: number) => fill(texts.physicalTotal, { count }),
  }
  const money = (amount: Money) => formatMoney(amount, intl)
  return <TotalsSummary order={order} texts={summaryTexts} money={money} header={children} />
}
