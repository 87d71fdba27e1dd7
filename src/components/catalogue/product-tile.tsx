import { contentPath } from '@/collections/shared/paths'
import { analyticsItem } from '@/components/analytics/items'
import { TrackView } from '@/components/analytics/track-view.client'
import { GiftCardTile } from '@/components/gift-card-tile'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

type Props = {
  product: Product
  locale: Locale
  currency: string
  /** The list the tile is counted in (view_item_list) and its place in it. */
  list: { id: string; name: string }
  index: number
}

/** A gift card's tile in a list, linking to its page and counted once seen (analytics). */
export function ProductTile({ product, locale, currency, list, index }: Props) {
  return (
    <TrackView event="view_item_list" item={analyticsItem(product, currency, list, index)}>
      <GiftCardTile
        title={product.title}
        href={contentPath('products', product.slug, locale)}
        image={typeof product.image === 'object' ? product.image : null}
        backgroundColor={product.backgroundColor}
        showShadow={product.showShadow !== false}
        showHand={Boolean(product.showHand)}
      />
    </TrackView>
  )
}
