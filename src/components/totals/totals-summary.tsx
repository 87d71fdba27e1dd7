import { type ReactNode, useId } from 'react'

import type { Money } from '@/commerce/domain/money'

import { ServiceFeeTip } from './service-fee-tip.client'
import { type TotalsRow, totalsRows, type TotalsSource } from './totals'

/** The summary's words, the card counts already worded ('2 cartes digitales'). */
export type TotalsTexts = {
  summary: string
  digital: (count: number) => string
  physical: (count: number) => string
  extras: string
  subTotal: string
  serviceFeeInfo: string
  serviceFeeText: string
  grandTotal: string
  vatIncluded: string
  vatExempt: string
}

type Props = {
  order: TotalsSource
  texts: TotalsTexts
  money: (amount: Money) => string
  /** Under the heading, above the rows (the checkout's cart link). */
  header?: ReactNode
  /** Under the VAT note (the cart's order button). */
  children?: ReactNode
}

function rowLabel(row: TotalsRow, texts: TotalsTexts): ReactNode {
  switch (row.kind) {
    case 'digital':
      return texts.digital(row.qty)
    case 'physical':
      return texts.physical(row.qty)
    case 'shipping':
      return row.title
    case 'serviceFee':
      return (
        <span className="inline-flex items-center gap-1">
          {row.title}
          <ServiceFeeTip
            title={row.title}
            label={texts.serviceFeeInfo}
            text={texts.serviceFeeText}
          />
        </span>
      )
    case 'grandTotal':
      return (
        <>
          {texts.grandTotal}{' '}
          <span className="text-sm font-normal text-ink/80">({texts.vatIncluded})</span>
        </>
      )
    default:
      return texts[row.kind]
  }
}

const rowClass: Partial<Record<TotalsRow['kind'], string>> = {
  subTotal: 'border-t border-ink/15 pt-3 font-medium',
  grandTotal: 'border-t border-ink/15 pt-3 text-lg font-bold',
}

/**
 * The summary of a cart or an order (spec §2, §3 totals, §9): cards by delivery type and the
 * extras, the subtotal, shipping and the service fee with its explanation, the total with VAT
 * included; gift cards are VAT-exempt.
 */
export function TotalsSummary({ order, texts, money, header, children }: Props) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-muted p-5 sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {texts.summary}
      </h2>
      {header}
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
      <p className="mt-3 text-sm text-ink/80">{texts.vatExempt}</p>
      {children && <div className="mt-5">{children}</div>}
    </section>
  )
}
