import { MultiBrandCards } from '@/components/catalogue/multi-brand-cards'
import { CardPlacesLink } from '@/components/locations/card-places-link'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

import { ProductOffer } from './product-offer'

type Props = { product: Product; locale: Locale }

/**
 * What a product page shows under its header: the offer, then where the card is spent: its
 * places when it has some, the cards it is exchanged for when it is the multi-brand choice card.
 */
export function ProductSections({ product, locale }: Props) {
  return (
    <>
      <ProductOffer product={product} locale={locale} />
      <CardPlacesLink product={product} locale={locale} />
      {product.multiBrand && <MultiBrandCards product={product} locale={locale} />}
    </>
  )
}
