'use client'

import { useEffect, useRef, useState } from 'react'

import type { CartOrder } from '@/commerce/client/cart-order'
import { useCart } from '@/commerce/client/hooks.client'
import { viewCartEvent } from '@/components/analytics/cart-events'
import { pushEvent } from '@/components/analytics/data-layer'
import { LoadFailed } from '@/components/ui/load-failed'

import { type CartProps, cartShowsLines, retryClass } from './cart-props'
import { EmptyCart } from './cart-states'
// Imported, not loaded when lines show (measured on the basket with a card, a phone on
// Lighthouse's throttling): a lazy import made hydration wait one more round trip (ready at 3.2 s
// instead of 2.6 s), and next/dynamic, which preloads it, brought 1.6 KB gz of its own code. An
// empty basket loads the lines' code too (README, issue 39).
import { CartWithTexts } from './cart-with-texts.client'

export type { CartProps } from './cart-props'

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
  if (shown && !withTexts) setWithTexts(true)
  useViewCart(order)

  if (withTexts) return <CartWithTexts {...props} cart={cart} />
  if (cart.isPending) return <p role="status">{messages.States.loading}</p>
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
