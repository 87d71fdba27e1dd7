import { useId } from 'react'

import { tileAttributes } from '@/components/analytics/items'
import { ListViewTracker } from '@/components/islands.client'
import { tintedBackground } from '@/components/card-background'
import { CardFace } from '@/components/gift-card-tile'
import { headingClass, Section } from '@/components/section'

import { TOP_PRODUCTS_BELOW_LARGE, type TopProductCard } from './cards'
import styles from './view.module.css'

type Props = { title?: string | null; cards: TopProductCard[]; currency: string }

/**
 * Top products as cards: 2 columns, 4 from 1280 px. Cards past the second are display:none below
 * 1280 px (CSS only), so they are neither seen, nor read out, nor counted as viewed there.
 */
export function TopProductsView({ title, cards, currency }: Props) {
  const titleId = useId()
  const listId = useId()
  if (cards.length === 0) return null
  const list = { id: 'top-products', name: title ?? 'top-products' }
  return (
    <Section labelledBy={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className={headingClass.spaced}>
          {title}
        </h2>
      )}
      <ul id={listId} className={styles.list}>
        {cards.map((card, index) => (
          // The position as key, and no class unless hidden: the RSC payload spells out both.
          <li
            key={index}
            {...(index >= TOP_PRODUCTS_BELOW_LARGE && { className: 'hidden xl:block' })}
          >
            <article className={styles.card} {...tileAttributes(card.product)}>
              {/* Its stage, title and description: no class of their own (view.module.css). */}
              <div style={{ backgroundColor: tintedBackground(card.product.backgroundColor) }}>
                <CardFace image={card.image} showShadow={card.product.showShadow !== false} />
              </div>
              <h3>
                {/* The title is the card's one link; the pseudo-element makes all of it clickable. */}
                <a href={card.href}>{card.title}</a>
              </h3>
              {card.description && <p>{card.description}</p>}
            </article>
          </li>
        ))}
      </ul>
      <ListViewTracker of={listId} list={list} currency={currency} />
    </Section>
  )
}
