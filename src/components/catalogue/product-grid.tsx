import { type ReactNode, useId } from 'react'

import { ListViewTracker } from '@/components/islands.client'

import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

import { productTilesData } from './product-tile'
import { ProductTiles } from '@/components/islands.client'

import styles from './product-grid.module.css'

/** The tiles of a desktop's first row, a phone's first two. */
const LEADING_TILES = 4

type Props = {
  products: Product[]
  locale: Locale
  label: string
  currency: string
  /** The list the tiles are counted in for view_item_list (analytics). */
  list: { id: string; name: string }
  /** Position of the first tile in the whole list (page 2 starts at 16). */
  offset?: number
  /** An item after the cards that only small desktops (1024–1279 px) show, as their 17th. */
  promo?: ReactNode
  /**
   * The grid opens the page (no editors' blocks above it): its first row loads at once, where
   * Lighthouse found a list's largest paint waiting 1.9 s for a lazily loaded card.
   */
  leading?: boolean
}

/** Gift cards as tiles: 2 columns on phones, 3 on tablets, 4 on desktops (DESIGN.md). */
export function ProductGrid(props: Props) {
  const { products, locale, label, currency, list, offset = 0, promo, leading } = props
  const id = useId()
  return (
    <>
      <ul id={id} aria-label={label} className={styles.grid}>
        <ProductTiles
          tiles={productTilesData(products, locale)}
          leading={leading ? LEADING_TILES : 0}
        />
        {/* display:none elsewhere also takes it out of the list, so other widths count 16 items. */}
        {promo && <li className={styles.promo}>{promo}</li>}
      </ul>
      <ListViewTracker of={id} list={list} currency={currency} offset={offset} />
    </>
  )
}
