'use client'

import { useEffect, useRef } from 'react'

import type { CartOrder } from '@/commerce/client/cart-order'
import { viewCartEvent } from '@/components/analytics/cart-events'
import { pushEvent } from '@/components/analytics/data-layer'

/** view_cart once per page, when the cart first shows cards and a total (spec §4). */
export function useViewCart(order: CartOrder | null) {
  const sent = useRef(false)
  useEffect(() => {
    const event = order && !sent.current ? viewCartEvent(order) : null
    if (!event) return
    sent.current = true
    pushEvent(event)
  }, [order])
}
