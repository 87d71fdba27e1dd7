'use client'

import { useCart } from '@/commerce/client/hooks.client'

import type { CartProps } from './cart-props'
import { CartWithTextsOnDemand } from './cart-with-texts-on-demand.client'
import { useViewCart } from './use-view-cart.client'

/**
 * The cart page's widget when its render read a basket with lines (or errors): the cart with its
 * texts drawn without the Suspense boundary Cart puts around it for a basket that fills later.
 * React's stream outlines a boundary of over 500 bytes (its fallback first, the content revealed
 * a frame later), and one still waiting for its code when the page's first update comes is
 * dropped and drawn again after hydration: the lines, the page's largest paint, came at 3.7 s in
 * Lighthouse against 2.2 s for the empty basket.
 */
export function FilledCart(props: CartProps) {
  const cart = useCart(props.serverCart)
  useViewCart(cart.data?.order ?? null)
  return <CartWithTextsOnDemand {...props} cart={cart} />
}
