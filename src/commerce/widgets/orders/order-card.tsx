import { useId } from 'react'

import { fill } from '@/i18n/fill'
import { linkClass, primaryButtonClass, secondaryButtonClass } from '@/components/form/styles'
import { CardPreviews } from '@/components/card-previews'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale, useStoreTimeZone } from '@/components/intl-locale.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { ORDER_DETAILS_MODAL } from './ids'
import { awaitsPayment, orderDate, orderPreviews, type OrderSummary, statusKey } from './order-view'
import type { OrdersTexts } from './texts'

const statusClass = {
  statusPending: 'bg-amber-100 text-amber-900',
  statusCompleted: 'bg-emerald-100 text-emerald-900',
  statusCanceled: 'bg-muted text-ink',
} as const

type Props = {
  order: OrderSummary
  texts: OrdersTexts
  /** The checkout's confirmation page of this order, where a pending payment is finished. */
  payHref: string
}

/** One order of the list: number, date, status, total, cards, and its details and payment. */
export function OrderCard({ order, texts, payHref }: Props) {
  const titleId = useId()
  const intl = useIntlLocale()
  const timeZone = useStoreTimeZone()
  const status = statusKey(order.status)
  const number = fill(texts.orderNumber, { number: order.orderNumber })
  const cards =
    order.itemsQty === 1 ? texts.cardsOne : fill(texts.cardsMany, { count: order.itemsQty })
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-ink/15 p-4 sm:flex-row sm:gap-6 sm:p-5"
    >
      <CardPreviews previews={orderPreviews(order)} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={titleId} className="text-lg font-semibold">
            {number}
          </h3>
          <p className="font-semibold whitespace-nowrap">
            <span className="sr-only">{texts.total} </span>
            {formatMoney(order.totals.grandTotal, intl)}
          </p>
        </div>
        <p className="text-sm">
          {fill(texts.placedOn, { date: orderDate(order.placedAt, intl, timeZone) })} · {cards}
        </p>
        <p>
          <span className="sr-only">{texts.status} </span>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusClass[status]}`}>
            {texts[status]}
          </span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <ModalTrigger
            modal={ORDER_DETAILS_MODAL}
            payload={{ uuid: order.uuid, number: order.orderNumber }}
            aria-label={fill(texts.detailsOf, { number: order.orderNumber })}
            className={secondaryButtonClass}
          >
            {texts.details}
          </ModalTrigger>
          {awaitsPayment(order) && (
            <a href={payHref} className={primaryButtonClass}>
              {texts.completePayment}
            </a>
          )}
          {order.invoiceUrl && (
            <a href={order.invoiceUrl} download className={linkClass}>
              {texts.invoice}
            </a>
          )}
        </div>
      </div>
    </article>
  )
}
