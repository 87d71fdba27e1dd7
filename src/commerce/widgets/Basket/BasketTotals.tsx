import { type ReactNode, useId } from 'react'

import type { BasketLabels } from './labels'
import type { BasketOrder } from './order'
import { ServiceFeeTip } from './ServiceFeeTip.client'
import { type TotalsRow, totalsRows } from './totals'

type Props = { order: BasketOrder; labels: BasketLabels; children?: ReactNode }

function rowLabel(row: TotalsRow, labels: BasketLabels['totals']): ReactNode {
  switch (row.kind) {
    case 'digital':
      return labels.digital(row.qty)
    case 'physical':
      return labels.physical(row.qty)
    case 'shipping':
      return row.title
    case 'serviceFee':
      return (
        <span className="inline-flex items-center gap-1">
          {row.title}
          <ServiceFeeTip
            title={row.title}
            label={labels.serviceFeeInfo}
            text={labels.serviceFeeText}
          />
        </span>
      )
    case 'grandTotal':
      return (
        <>
          {labels.grandTotal}{' '}
          <span className="text-sm font-normal text-ink/80">({labels.vatIncluded})</span>
        </>
      )
    default:
      return labels[row.kind]
  }
}

const rowClass: Partial<Record<TotalsRow['kind'], string>> = {
  subTotal: 'border-t border-ink/15 pt-3 font-medium',
  grandTotal: 'border-t border-ink/15 pt-3 text-lg font-bold',
}

/**
 * The summary (spec §2, §9): cards by delivery type and the extras, the subtotal, shipping and
 * the service fee with its explanation, the total with VAT included; gift cards are VAT-exempt.
 */
export function BasketTotals({ order, labels, children }: Props) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-muted p-5 sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {labels.totals.summary}
      </h2>
      <dl className="mt-4 flex flex-col gap-3">
        {totalsRows(order).map((row, index) => (
          <div
            key={`${row.kind}-${index}`}
            className={`flex items-center justify-between gap-4 ${rowClass[row.kind] ?? ''}`}
          >
            <dt>{rowLabel(row, labels.totals)}</dt>
            <dd className="whitespace-nowrap">{labels.money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink/80">{labels.totals.vatExempt}</p>
      {children && <div className="mt-5">{children}</div>}
    </section>
  )
}
