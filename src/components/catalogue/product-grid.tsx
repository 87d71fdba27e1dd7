import { contentPath } from '@/collections/shared/paths'
import { GiftCardTile } from '@/components/gift-card-tile'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

type Props = { products: Product[]; locale: Locale; label: string }

/** Gift cards as tiles: 2 columns on phones, 3 on tablets, 4 on desktops (DESIGN.md). */
export function ProductGrid({ products, locale, label }: Props) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
    >
      {products.map((product) => (
        <li key={product.id}>
          <GiftCardTile
            title={product.title}
            href={contentPath('products', product.slug, locale)}
            image={typeof product.image === 'object' ? product.image : null}
            backgroundColor={product.backgroundColor}
            showShadow={product.showShadow !== false}
            showHand={Boolean(product.showHand)}
          />
        </li>
      ))}
    </ul>
  )
}
