'use client'

import { type ReactNode, useEffect, useState } from 'react'

import { hasCartHint, onCartChange } from '@/commerce/client/cart-signal'

import { badgeText } from './badge'
import type { BasketCount, BasketCountSource } from './basket-count-request'
import { IconLink } from './icon-link'

type Props = {
  href: string
  icon: ReactNode
  text?: string
  /** What the server rendered: pages are shared, so it knows no shopper's basket. */
  initial: BasketCount
  source: BasketCountSource
}

/**
 * The basket link with a live count (spec §2, §4): asked on load only when the cart hint cookie
 * says there is a basket, and again on every cart change. The request code loads on first use,
 * so pages without a basket ship only this.
 */
export function LiveBasketLink({ href, icon, text, initial, source }: Props) {
  const [shown, setShown] = useState(initial)
  useEffect(() => {
    let latest = 0
    const refresh = () => {
      const ticket = ++latest
      import('./basket-count-request')
        .then(({ fetchBasketCount }) => fetchBasketCount(source))
        .then(
          (next) => {
            if (next && ticket === latest) setShown(next)
          },
          // A count that failed to load is no reason to disturb the page: the old one stays.
          () => {},
        )
    }
    if (hasCartHint()) refresh()
    const stop = onCartChange(refresh)
    return () => {
      latest = -1
      stop()
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
