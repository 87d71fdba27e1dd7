import { contentPath } from '@/server/route-paths'
import { tileAttributes } from '@/components/analytics/items'
import { GiftCardTile } from '@/components/gift-card-tile'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

type Props = { product: Product; locale: Locale; priority?: boolean }

/**
 * A gift card's tile in a list, linking to its page. It carries its analytics item; the list's
 * ListViewTracker counts it once seen.
 */
export function ProductTile({ product, locale, priority }: Props) {
  return (
    <GiftCardTile
      title={product.title}
      href={contentPath('products', product.slug, locale)}
      image={typeof product.image === 'object' ? product.image : null}
      backgroundColor={product.backgroundColor}
      showShadow={product.showShadow !== false}
      showHand={Boolean(product.showHand)}
      item={tileAttributes(product, true)}
      priority={priority}
    />
  )
}
