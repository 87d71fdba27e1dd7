'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import type { AnalyticsItem } from './data-layer'
import { pushEvent } from './data-layer'
import { queueListView } from './list-views'

type Props = {
  /** view_item for a product shown on its own; view_item_list for a tile in a list. */
  event: 'view_item' | 'view_item_list'
  item: AnalyticsItem
  children: ReactNode
  className?: string
}

/** Spec §4: a view counts once, when half of the element is on screen. */
const VISIBLE_SHARE = 0.5

/** Sends a product's view event the first time half of it is visible, and never again. */
export function TrackView({ event, item, children, className }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        if (event === 'view_item_list') queueListView(item)
        else
          pushEvent({
            event: 'view_item',
            ecommerce: { currency: item.currency, value: item.price, items: [item] },
          })
      },
      { threshold: VISIBLE_SHARE },
    )
    observer.observe(element)
    return () => observer.disconnect()
    // The item is fixed for a rendered tile; observing again on every render would re-send it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
