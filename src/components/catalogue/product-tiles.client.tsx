'use client'

import { TileView } from '@/components/tile-view'

import { HELD_IN_HAND, type ProductTileData, SHADOWED } from './product-tile-data'

type Props = {
  tiles: ProductTileData[]
  /** How many of the first tiles load their card at once (the list opens the page). */
  leading?: number
  /** A line under each tile, by position (the most chosen block's featured cards). */
  descriptions?: (string | null | undefined)[]
}

/** The tiles of a list, each in its <li>, with its analytics item (list-view-tracker.client.tsx). */
export function ProductTiles({ tiles, leading = 0, descriptions }: Props) {
  return tiles.map(([href, title, src, background, look, price, category, srcSet], index) => (
    <li key={href}>
      <TileView
        href={href}
        title={title}
        image={src ? { src, srcSet } : null}
        background={background}
        showShadow={(look & SHADOWED) !== 0}
        showHand={(look & HELD_IN_HAND) !== 0}
        item={{
          'data-item': '',
          ...(category !== undefined && { 'data-item-category': category }),
          ...(price !== undefined && { 'data-item-price': price }),
        }}
        priority={index < leading}
      />
      {descriptions?.[index] && <p>{descriptions[index]}</p>}
    </li>
  ))
}
