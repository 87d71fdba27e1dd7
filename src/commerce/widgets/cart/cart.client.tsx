'use client'

import { Suspense, useState } from 'react'

import { useCart } from '@/commerce/client/hooks.client'
import { LoadFailed } from '@/components/ui/load-failed'

import { type CartProps, cartShowsLines, retryClass } from './cart-props'
import { EmptyCart } from './cart-states'
import { CartWithTextsOnDemand } from './cart-with-texts-on-demand.client'
import { useViewCart } from './use-view-cart.client'

export type { CartProps } from './cart-props'

/**
 * The cart page's widget (spec §2, §4) when its render read an empty basket (or, should that
 * read have failed, none: asked in the browser), never cached. An empty basket is plain text;
 * once the basket has lines or errors, the cart with its texts takes over for the rest of the
 * visit, so deleting the last line lands on its empty basket with the focus kept.
 */
export function Cart(props: CartProps) {
  const { messages, giftCardsHref, serverCart } = props
  const cart = useCart(serverCart)
  const order = cart.data?.order ?? null
  const shown = cartShowsLines(cart.data)
  const [withTexts, setWithTexts] = useState(shown)
  if (shown && !withTexts) setWithTexts(true)
  useViewCart(order)

  const loading = <p role="status">{messages.Cart.loading}</p>
  if (withTexts) {
    return (
      <Suspense fallback={loading}>
        <CartWithTextsOnDemand {...props} cart={cart} />
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
