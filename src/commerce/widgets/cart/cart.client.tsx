'use client'

import dynamic from 'next/dynamic'
import { Suspense, useEffect, useRef, useState } from 'react'

import type { CartOrder } from '@/commerce/client/cart-order'
import { useCart } from '@/commerce/client/hooks.client'
import { viewCartEvent } from '@/components/analytics/cart-events'
import { pushEvent } from '@/components/analytics/data-layer'
import { LoadFailed } from '@/components/ui/load-failed'

import { type CartProps, retryClass } from './cart-props'
import { EmptyCart } from './cart-states'

export type { CartProps } from './cart-props'

// Its texts' ICU formatter and the lines' code: rendered on the server with the page, loaded in
// the browser only for a basket with lines (or errors to tell).
const CartWithTexts = dynamic(() =>
  import('./cart-with-texts.client').then((module) => module.CartWithTexts),
)

/** view_cart once per page, when the cart first shows cards and a total (spec §4). */
function useViewCart(order: CartOrder | null) {
  const sent = useRef(false)
  useEffect(() => {
    const event = order && !sent.current ? viewCartEvent(order) : null
    if (!event) return
    sent.current = true
    pushEvent(event)
  }, [order])
}

/**
 * The cart page's widget (spec §2, §4): the basket the page's render read (or, should that read
 * have failed, asked in the browser), never cached. An empty basket is plain text; once the
 * basket has lines or errors, the cart with its texts takes over for the rest of the visit, so
 * deleting the last line lands on its empty basket with the focus kept.
 */
export function Cart(props: CartProps) {
  const { messages, giftCardsHref, serverCart } = props
  const cart = useCart(serverCart)
  const order = cart.data?.order ?? null
  const shown = (order?.packagesGroups.length ?? 0) > 0 || (cart.data?.errors.length ?? 0) > 0
  const [withTexts, setWithTexts] = useState(shown)
  if (shown && !withTexts) setWithTexts(true)
  useViewCart(order)

  const loading = <p role="status">{messages.Cart.loading}</p>
  if (withTexts) {
    return (
      <Suspense fallback={loading}>
        <CartWithTexts {...props} cart={cart} />
      </Suspense>
    )
  }
  if (cart.isPending) return loading
  if (cart.isError) {
    return (
      <LoadFailed
        texts={messages.Cart}
        onRetry={() => void cart.refetch()}
        buttonClassName={retryClass}
      />
    )
  }
  return <EmptyCart labels={messages.Cart} href={giftCardsHref} />
}
