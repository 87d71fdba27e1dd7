import { type ReactNode, useId } from 'react'

import { formatMoney, type Money, moneyLocale } from '@/commerce/domain/money'
import type { BasketOrder } from '@/commerce/widgets/Basket/order'
import { ServiceFeeTip } from '@/commerce/widgets/Basket/ServiceFeeTip.client'
import { type TotalsRow, totalsRows } from '@/commerce/widgets/Basket/totals'
import { fill } from '@/i18n/fill'

import type { CheckoutTexts } from './texts'

type Props = {
  order: Pick<BasketOrder, 'totals' | 'groupedTotals'>
  texts: CheckoutTexts
  locale: string
  children?: ReactNode
}

function rowLabel(row: TotalsRow, texts: CheckoutTexts): ReactNode {
  const totals = texts.totals
  switch (row.kind) {
    case 'digital':
      return fill(texts.digitalTotal, { count: row.qty })
    case 'physical':
      return fill(texts.physicalTotal, { count: row.qty })
    case 'shipping':
      return row.title
    case 'serviceFee':
      return (
        <span className="inline-flex items-center gap-1">
          {row.title}
          <ServiceFeeTip
            title={row.title}
            label={totals.serviceFeeInfo}
            text={totals.serviceFeeText}
          />
        </span>
      )
    case 'grandTotal':
      return (
        <>
          {totals.grandTotal}{' '}
          <span className="text-sm font-normal text-ink/80">({totals.vatIncluded})</span>
        </>
      )
    default:
      return totals[row.kind]
  }
}

const rowClass: Partial<Record<TotalsRow['kind'], string>> = {
  subTotal: 'border-t border-ink/15 pt-3 font-medium',
  grandTotal: 'border-t border-ink/15 pt-3 text-lg font-bold',
}

/** The order's totals as the basket shows them (spec §3 totals), under a heading. */
export function OrderSummary({ order, texts, locale, children }: Props) {
  const headingId = useId()
  const money = (amount: Money) => formatMoney(amount, moneyLocale(locale))
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-muted p-5 sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {texts.summary}
      </h2>
      {children}
      <dl className="mt-4 flex flex-col gap-3">
        {totalsRows(order).map((row, index) => (
          <div
            key={`${row.kind}-${index}`}
            className={`flex items-center justify-between gap-4 ${rowClass[row.kind] ?? ''}`}
          >
            <dt>{rowLabel(row, texts)}</dt>
            <dd className="whitespace-nowrap">{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink/80">{texts.totals.vatExempt}</p>
    </section>
  )
}
