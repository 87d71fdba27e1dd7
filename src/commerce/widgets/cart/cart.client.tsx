'use client'

import dynamic from 'next/dynamic'
import { Suspense, useEffect, useRef, useState } from 'react'

import type { CartOrder } from '@/commerce/client/cart-order'
import { useCart } from '@/commerce/client/hooks.client'
import { viewCartEvent } from '@/components/analytics/cart-events'
import { pushEvent } from '@/components/analytics/data-layer'
import { LoadFailed } from '@/components/ui/load-failed'

import { type CartProps, cartShowsLines, retryClass } from './cart-props'
import { EmptyCart } from './cart-states'

export type { CartProps } from './cart-props'

// Its texts' formatter and the lines' code: rendered on the server with the page, loaded in
// the browser only for a basket with lines (or errors to tell). No Suspense boundary of its own,
// as Next's `dynamic()` renders it: a page's hydration waits for the chunk, then commits at once.
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
  const shown = cartShowsLines(cart.data)
  const [withTexts, setWithTexts] = useState(shown)
  // Lines the page's render read are drawn without a boundary: React's stream outlines one of
  // over 500 bytes (its fallback first, the content a frame later), and one still waiting for its
  // code when the page's first update comes is dropped and drawn again after hydration (the
  // lines, the page's largest paint, came at 3.7 s in Lighthouse against 2.2 s when empty).
  const [drawnByServer] = useState(shown)
  if (shown && !withTexts) setWithTexts(true)
  useViewCart(order)

  const loading = <p role="status">{messages.States.loading}</p>
  if (withTexts) {
    const lines = <CartWithTexts {...props} cart={cart} />
    return drawnByServer ? lines : <Suspense fallback={loading}>{lines}</Suspense>
  }
  if (cart.isPending) return loading
  if (cart.isError) {
    return (
      <LoadFailed
        texts={messages.States}
        onRetry={() => void cart.refetch()}
        buttonClassName={retryClass}
      />
    )
  }
  return <EmptyCart labels={messages.States} href={giftCardsHref} />
}
