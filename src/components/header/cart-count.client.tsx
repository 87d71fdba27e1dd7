'use client'

import { type ReactNode, useEffect, useState } from 'react'

import {
  cartCountSnapshot,
  hasCartHint,
  onCartChange,
  subscribeCartCount,
} from '@/commerce/client/cart-signal'

import { badgeText } from './badge'
import type { CartCount, CartCountSource } from './cart-count-request'
import { IconLink } from './icon-link'

type CountModule = typeof import('./cart-count-request')

type Props = {
  href: string
  icon: ReactNode
  text?: string
  /** What the server rendered: pages are shared, so it knows no shopper's cart. */
  initial: CartCount
  source: CartCountSource
}

/**
 * The cart link with a live count (spec §2, §4): read on load when the cart hint cookie says
 * there is a cart, and again when a change says nothing of the cart (logging out). A change's
 * own answer carries the count (issue 37 point 5), so after one nothing is asked. The request code
 * loads on first use, so pages without a cart ship only this.
 */
export function LiveCartLink({ href, icon, text, initial, source }: Props) {
  const [shown, setShown] = useState(initial)
  useEffect(() => {
    // The latest update wins: a read answered after a change's count would show the old cart.
    let latest = 0
    const show = (count: (module: CountModule) => Promise<CartCount | null> | CartCount) => {
      const ticket = ++latest
      import('./cart-count-request').then(count).then(
        (next) => {
          if (next && ticket === latest) setShown(next)
        },
        // A count that failed to load is no reason to disturb the page: the old one stays.
        () => {},
      )
    }
    const read = () => show(({ fetchCartCount }) => fetchCartCount(source))
    const told = () => {
      const count = cartCountSnapshot()
      if (count !== null) show(({ cartCount }) => cartCount(source, count))
    }
    if (hasCartHint()) read()
    const stopCount = subscribeCartCount(told)
    const stopChange = onCartChange(read)
    return () => {
      latest = -1
      stopCount()
      stopChange()
    }
  }, [source])
  return (
    <IconLink
      href={href}
      label={shown.label}
      icon={icon}
      text={text}
      badge={badgeText(shown.count)}
    />
  )
}
