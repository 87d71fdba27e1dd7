'use client'

import { useId, useState } from 'react'

import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale, useStoreTimeZone } from '@/components/intl-locale.client'
import { FormAlert } from '@/components/form/form-alert'
import { linkClass, primaryButtonClass, secondaryButtonClass } from '@/components/form/styles'
import { fill } from '@/i18n/fill'

import { useReorderOrders } from './calls.client'
import type { Money } from '@/commerce/domain/money'

import { orderDate, type ReorderOrder, reorderLines } from './order-view'
import type { OrdersTexts } from './texts'
import { useReorder } from './use-reorder.client'
import { LoadFailed } from '@/components/ui/load-failed'

const STEP = 5
const MOST = 50

type Props = { texts: OrdersTexts; cartHref: string }

/** One earlier order's packages to tick, and the button that puts the ticked ones back. */
function OrderPackages({ order, texts, cartHref }: Props & { order: ReorderOrder }) {
  const id = useId()
  const lines = reorderLines(order)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(lines.map((l) => l.id)))
  const [missing, setMissing] = useState(false)
  const { busy, problem, reorder } = useReorder(texts, cartHref)
  const intl = useIntlLocale()
  const timeZone = useStoreTimeZone()
  const money = (value: Money) => formatMoney(value, intl)
  const toggle = (lineId: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(lineId)
    else next.delete(lineId)
    setChosen(next)
    setMissing(false)
  }
  const submit = () => {
    if (chosen.size === 0) return setMissing(true)
    void reorder(order.uuid, [...chosen])
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-ink/15 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold">
        {fill(texts.choosePackages, { number: order.orderNumber })}
      </legend>
      <p className="text-sm">
        {fill(texts.placedOn, { date: orderDate(order.placedAt, intl, timeZone) })}
      </p>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.id}>
            <label htmlFor={`${id}-${line.id}`} className="flex min-h-11 items-start gap-3">
              <input
                id={`${id}-${line.id}`}
                type="checkbox"
                checked={chosen.has(line.id)}
                onChange={(event) => toggle(line.id, event.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <span className="flex flex-col">
                <span className="font-medium">
                  {fill(texts.packageLine, {
                    qty: line.qty,
                    product: line.product,
                    amount: money(line.amount ?? line.total),
                  })}
                </span>
                <span className="text-sm">
                  {line.deliveryType === 'DIGITAL' ? texts.byEmail : texts.byPost}
                  {line.receiver ? ` · ${line.receiver}` : ''}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FormAlert message={missing ? texts.chooseOne : (problem?.message ?? null)} />
      {problem?.hasCart && (
        <a href={cartHref} className={linkClass}>
          {texts.toCart}
        </a>
      )}
      <button
        type="button"
        onClick={submit}
        aria-disabled={busy || undefined}
        className={`${primaryButtonClass} self-start`}
      >
        {busy ? texts.reordering : texts.reorderChosen}
      </button>
    </fieldset>
  )
}

/** The logged-in customer's earlier orders, newest first, more on request. */
export function EarlierOrders(props: Props) {
  const { texts } = props
  const [shown, setShown] = useState(STEP)
  const query = useReorderOrders(shown)
  const answer = query.data
  if (query.isPending) return <p role="status">{texts.loading}</p>
  if (query.isError || !answer || answer.errors.length > 0) {
    return <LoadFailed texts={texts} onRetry={() => void query.refetch()} />
  }
  if (answer.orders.length === 0) return <p>{texts.noEarlierOrders}</p>
  const more = answer.paging.totalItems > answer.orders.length && shown < MOST
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" aria-busy={query.isPlaceholderData || undefined}>
        {answer.orders.map((order) => (
          <li key={order.uuid}>
            <OrderPackages order={order} {...props} />
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          onClick={() => setShown(Math.min(MOST, shown + STEP))}
          className={`${secondaryButtonClass} self-start`}
        >
          {texts.moreOrders}
        </button>
      )}
    </div>
  )
}
