import { useId } from 'react'

import { tileAttributes } from '@/components/analytics/items'
import { ListViewTracker } from '@/components/analytics/list-view-tracker.client'
import { CardFace, tintedBackground } from '@/components/gift-card-tile'
import { Section } from '@/components/section'

import { TOP_PRODUCTS_BELOW_LARGE, type TopProductCard } from './cards'

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
        <h2 id={titleId} className="mb-6 text-3xl font-bold tracking-tight text-balance sm:mb-8">
          {title}
        </h2>
      )}
      <ul id={listId} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 xl:grid-cols-4">
        {cards.map((card, index) => (
          <li key={card.key} className={index >= TOP_PRODUCTS_BELOW_LARGE ? 'hidden xl:block' : ''}>
            <article
              className="group relative flex h-full flex-col"
              {...tileAttributes(card.product)}
            >
              <div
                className="grid aspect-[4/3] place-items-center rounded-2xl"
                style={{ backgroundColor: tintedBackground(card.product.backgroundColor) }}
              >
                <div className="w-[70%] motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.04]">
                  <CardFace image={card.image} showShadow={card.product.showShadow !== false} />
                </div>
              </div>
              <h3 className="mt-3 text-lg font-semibold text-balance sm:text-xl">
                {/* The title is the card's one link; the pseudo-element makes all of it clickable. */}
                <a
                  href={card.href}
                  className="after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
                >
                  {card.title}
                </a>
              </h3>
              {card.description && (
                <p className="mt-1 line-clamp-3 text-pretty text-ink/80">{card.description}</p>
              )}
            </article>
          </li>
        ))}
      </ul>
      <ListViewTracker of={listId} list={list} currency={currency} />
    </Section>
  )
}
