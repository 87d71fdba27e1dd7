'use client'

import { useEffect } from 'react'

import { queueListView } from './list-views'
import { itemOfTile, TILE_SELECTOR } from './tile-item'

type Props = {
  /** The DOM id of the list element whose tiles are counted. */
  of: string
  /** The list the tiles are counted in (view_item_list). */
  list: { id: string; name: string }
  currency: string
  /** Position of the first tile in the whole list (page 2 starts at 16). */
  offset?: number
}

/** Spec §4: a view counts once, when half of the tile is on screen. */
const VISIBLE_SHARE = 0.5

/**
 * Counts the tiles of a list: each tile's view_item_list item is queued once, the first time half
 * of it is on screen, read from the tile's `data-item-*` attributes, whoever rendered it (the
 * server, or ProductTiles from the list's data: no item per tile in this one's props); this
 * renders nothing.
 */
export function ListViewTracker({ of, list, currency, offset = 0 }: Props) {
  useEffect(() => {
    const tiles = [
      ...(document.getElementById(of)?.querySelectorAll<HTMLElement>(TILE_SELECTOR) ?? []),
    ]
    if (tiles.length === 0 || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const tile = entry.target as HTMLElement
          observer.unobserve(tile)
          const index = offset + tiles.indexOf(tile)
          queueListView(itemOfTile(tile, { list, currency, index }))
        }
      },
      { threshold: VISIBLE_SHARE },
    )
    for (const tile of tiles) observer.observe(tile)
    return () => observer.disconnect()
    // A rendered list is fixed: observing it again on every render would count its tiles again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [of])
  return null
}
