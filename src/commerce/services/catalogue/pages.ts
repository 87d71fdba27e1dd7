import 'server-only'

import type { Locale } from '@/i18n/routing'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

import { findPackagingOptions } from './packaging'

// The catalogue facade's reads for pages (server components): Next's data cache, whose tags
// expire the pages rendered from them; each takes the store it reads for. Services read through
// the index (the memo), which stays loadable by Payload's CLI.
export { categorySummaries, type CategorySummary } from './categories'
export {
  cardsInScope,
  type FilterCatalogue,
  type FilterCategory,
  filterCatalogue,
  filteredPage,
} from './filters'
export {
  alternativeCards,
  categoryTopLists,
  giftCardCount,
  multiBrandCard,
  PRODUCTS_PER_PAGE,
  productPage,
  type ProductPage,
  type QuoteProduct,
  quoteProducts,
} from './lists'
export { menuCategoryDocs, popularProducts } from './menu'
export { exchangeableCards } from './multi-brand'
export { cardsWithPlaces, productPlaces } from './places'

/** The store's packaging options for its product pages (the same read as the cart's). */
export const pagePackagingOptions = cached(
  'packaging-options',
  async (_storeId: number, locale: Locale) =>
    findPackagingOptions(await getPayloadClient(), locale),
)
