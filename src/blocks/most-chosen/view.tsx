import { useId } from 'react'

import { ListViewTracker } from '@/components/islands.client'
import { ProductGrid } from '@/components/catalogue/product-grid'
import { productTilesData } from '@/components/catalogue/product-tile'
import { ProductTiles } from '@/components/islands.client'
import { CtaLink } from '@/components/cta-link'
import { headingClass, Section } from '@/components/section'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

import styles from './view.module.css'

export type MostChosenViewProps = {
  title: string
  featured: Product[]
  others: Product[]
  locale: Locale
  currency: string
  /** The featured list's name for screen readers ('À la une'). */
  featuredLabel: string
  /** 'Voir les 200+ cartes cadeaux' to the product overview; null when the editor hides it. */
  overview: { label: string; href: string } | null
  /** The page's first block: the featured cards fill a phone's first screen and load at once. */
  leading?: boolean
}

/** Analytics list of the block's tiles (view_item_list), featured ones first. */
const LIST_ID = 'most-chosen'

/**
 * The most chosen gift cards: the featured ones large (one column on phones, two from tablets),
 * then the others in the product grid's 2 / 3 / 4 columns, then the link to every card.
 */
export function MostChosenView(props: MostChosenViewProps) {
  const { title, featured, others, locale, currency, featuredLabel, overview, leading } = props
  const titleId = useId()
  const featuredId = useId()
  if (featured.length === 0 && others.length === 0) return null
  const list = { id: LIST_ID, name: title }
  return (
    <Section labelledBy={titleId}>
      <h2 id={titleId} className={headingClass.spaced}>
        {title}
      </h2>
      {featured.length > 0 && (
        <>
          <ul id={featuredId} aria-label={featuredLabel} className={styles.featured}>
            <ProductTiles
              tiles={productTilesData(featured, locale)}
              leading={leading ? featured.length : 0}
              descriptions={featured.map((product) => product.description)}
            />
          </ul>
          <ListViewTracker of={featuredId} list={list} currency={currency} />
        </>
      )}
      {others.length > 0 && (
        <ProductGrid
          products={others}
          locale={locale}
          label={title}
          currency={currency}
          list={list}
          offset={featured.length}
        />
      )}
      {overview && (
        <div className={styles.overview}>
          <CtaLink link={overview} variant="secondary" />
        </div>
      )}
    </Section>
  )
}
