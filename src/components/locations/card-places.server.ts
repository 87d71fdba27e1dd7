import 'server-only'

import type { Crumb } from '@/content/breadcrumb-json-ld'
import { contentPath, localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { findContentBySlug } from '@/server/content'
import { productPlaces } from '@/commerce/services/catalogue/pages'
import { requestStoreId } from '@/server/store'

import type { Place } from './places'

export type CardPlaces = {
  product: Product
  places: Place[]
  productPath: string
  /** The locations overview of the card. */
  overviewPath: string
  /** The page of one of its places. */
  placePath: (slug: string) => string
}

/** A card's locations overview, or the page of one of its places. */
export const cardPlacesPath = (locale: Locale, product: string, location?: string): string =>
  location
    ? localizedPath(locale, {
        pathname: '/gift-cards/[product]/locations/[location]',
        params: { product, location },
      })
    : localizedPath(locale, { pathname: '/gift-cards/[product]/locations', params: { product } })

/** A published gift card and its places, or null when there is no such card or it has none. */
export async function findCardPlaces(
  locale: Locale,
  productSlug: string,
): Promise<CardPlaces | null> {
  const product = await findContentBySlug('products', productSlug, locale)
  if (!product) return null
  const places = await productPlaces(requestStoreId(), product.id, locale)
  if (places.length === 0) return null
  return {
    product,
    places,
    productPath: contentPath('products', product.slug, locale),
    overviewPath: cardPlacesPath(locale, product.slug),
    placePath: (slug) => cardPlacesPath(locale, product.slug, slug),
  }
}

/** The trail to a card's locations overview: home, the gift cards, the card, its places. */
export function overviewCrumbs(
  card: CardPlaces,
  locale: Locale,
  names: { home: string; giftCards: string; places: string },
): Crumb[] {
  return [
    { name: names.home, path: localizedPath(locale, '/') },
    { name: names.giftCards, path: localizedPath(locale, '/gift-cards') },
    { name: card.product.title, path: card.productPath },
    { name: names.places, path: card.overviewPath },
  ]
}
