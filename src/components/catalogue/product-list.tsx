import { notFound } from 'next/navigation'

import { countFilters } from '@/commerce/domain/catalogue/facets'
import { NO_FILTERS } from '@/commerce/domain/catalogue/filter-query'
import type { Locale } from '@/i18n/routing'
import {
  cardsInScope,
  categorySummaries,
  filterCatalogue,
  giftCardCount,
  PRODUCTS_PER_PAGE,
  productPage,
} from '@/commerce/services/catalogue/pages'
import { requestStoreId } from '@/server/store'

import { FilterPanel } from './filters/filter-panel'
import { filteredListPath } from './list-paths.server'
import { ProductListView } from './product-list-view'

type Props = {
  locale: Locale
  page: number
  /** The path of page 1; page n is at `${basePath}${n}/`. */
  basePath: string
  /** A category's list: its id and path segment. */
  category?: { id: number; slug: string }
  /** Pages after the first have no editors' page above them: the list brings their h1. */
  heading?: string
}

/**
 * Whether page `page` lies past the list's end, from the cached counts: such a page (any number
 * up to 9999 in the address) is a 404 without a cached read of its own.
 */
async function pastTheEnd(
  storeId: number,
  locale: Locale,
  page: number,
  category?: { id: number },
) {
  if (page === 1) return false
  const cards = category
    ? ((await categorySummaries(storeId, locale)).find((summary) => summary.id === category.id)
        ?.cards ?? 0)
    : await giftCardCount(storeId)
  return page > Math.ceil(cards / PRODUCTS_PER_PAGE)
}

/**
 * A page of gift cards with its count, its filters and numbered pages; a page past the end is a
 * 404. Unfiltered, so prerendered: the filters' form sends to the filtered view.
 */
export async function ProductList({ locale, page, basePath, category, heading }: Props) {
  const storeId = requestStoreId()
  if (await pastTheEnd(storeId, locale, page, category)) notFound()
  const [list, catalogue] = await Promise.all([
    productPage(storeId, locale, page, category?.id),
    filterCatalogue(storeId, locale),
  ])
  if (page > 1 && page > list.totalPages) notFound()
  return (
    <ProductListView
      locale={locale}
      list={list}
      pathOf={(n) => (n === 1 ? basePath : `${basePath}${n}/`)}
      listId={basePath}
      heading={heading}
      filters={
        <FilterPanel
          locale={locale}
          filters={NO_FILTERS}
          counts={countFilters(cardsInScope(catalogue, category?.slug), NO_FILTERS)}
          // A category's page filters within it: no other category to choose.
          categories={category ? [] : catalogue.categories}
          action={filteredListPath(locale, category?.slug)}
          clearHref={basePath}
        />
      }
    />
  )
}
