'use client'

import { useRef, useState } from 'react'

import { AccountGate } from '@/commerce/widgets/account'
import { primaryButtonClass, secondaryButtonClass } from '@/components/form/styles'
import { type AreaTexts } from '@/commerce/widgets/account'
import { fill } from '@/i18n/fill'
import { useAccount } from '@/commerce/widgets/account'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { useCustomerOrders } from './calls.client'
import { ORDER_DETAILS_MODAL } from './ids'
import type { OrderDetailsModalProps } from './order-details-modal.client'
import { OrderCard } from './order-card'
import type { OrderSummary } from './order-view'
import type { OrdersTexts } from './texts'
import { LoadFailed } from '@/components/ui/load-failed'

// The details (and the reorder call) load when a 'Détails' button is pointed at or pressed.
const OrderDetailsHost = lazyModal<OrderDetailsModalProps>(
  ORDER_DETAILS_MODAL,
  () => import('./order-details-modal.client'),
)

/** payOrder names the order ORDER: each order's pay link puts its uuid there. */
export type OrdersHrefs = { login: string; cart: string; giftCards: string; payOrder: string }

type Props = { texts: OrdersTexts; areaTexts: AreaTexts; hrefs: OrdersHrefs }

/** The customer's orders (/compte/commandes/), once the account is known. */
export function Orders(props: Props) {
  const account = useAccount(props.hrefs.login)
  return (
    <AccountGate state={account} texts={props.areaTexts}>
      {() => <OrdersView {...props} />}
    </AccountGate>
  )
}

/** Newest first, a page at a time (customerOrders paging), each with its details modal. */
export function OrdersView({ texts, hrefs }: Props) {
  const [page, setPage] = useState(1)
  const heading = useRef<HTMLHeadingElement>(null)
  const query = useCustomerOrders(page)
  const answer = query.data
  if (query.isPending) return <p role="status">{texts.loading}</p>
  if (query.isError || !answer || answer.errors.length > 0) {
    return <LoadFailed texts={texts} onRetry={() => void query.refetch()} />
  }
  const { orders, paging } = answer
  if (paging.totalItems === 0) return <EmptyOrders texts={texts} giftCardsHref={hrefs.giftCards} />
  const pages = Math.max(1, Math.ceil(paging.totalItems / paging.itemsPerPage))
  const go = (next: number) => {
    setPage(next)
    heading.current?.focus()
  }
  const payHref = (order: OrderSummary) =>
    hrefs.payOrder.replace('ORDER', encodeURIComponent(order.uuid))
  return (
    <section aria-labelledby="account-orders-list" className="flex flex-col gap-4">
      <h2 id="account-orders-list" ref={heading} tabIndex={-1} className="sr-only">
        {fill(texts.pageOf, { page: paging.currentPage, pages })}
      </h2>
      <p>{texts.intro}</p>
      <ul className="flex flex-col gap-4" aria-busy={query.isPlaceholderData || undefined}>
        {orders.map((order) => (
          <li key={order.uuid}>
            <OrderCard order={order} texts={texts} payHref={payHref(order)} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={texts.paging}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
            className={secondaryButtonClass}
          >
            {texts.newer}
          </button>
          <p aria-hidden="true">{fill(texts.pageOf, { page: paging.currentPage, pages })}</p>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => go(page + 1)}
            className={secondaryButtonClass}
          >
            {texts.older}
          </button>
        </nav>
      )}
      <OrderDetailsHost texts={texts} cartHref={hrefs.cart} />
    </section>
  )
}

function EmptyOrders({ texts, giftCardsHref }: { texts: OrdersTexts; giftCardsHref: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted p-6">
      <h2 className="text-xl font-bold">{texts.empty}</h2>
      <p>{texts.emptyText}</p>
      <a href={giftCardsHref} className={primaryButtonClass}>
        {texts.browse}
      </a>
    </div>
  )
}
