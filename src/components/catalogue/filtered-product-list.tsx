import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import {
  filterQueryString,
  hasFilters,
  parseFilterQuery,
  type SearchParams,
} from '@/commerce/domain/catalogue/filter-query'
import { linkClass } from '@/components/ui/link-styles'
import type { Locale } from '@/i18n/routing'
import { filterCatalogue, filteredPage } from '@/commerce/services/catalogue/pages'
import { requestStoreId } from '@/server/store'

import { FilterPanel } from './filters/filter-panel'
import { filteredListPath, listPath } from './list-paths.server'
import { ProductListView } from './product-list-view'

type Props = {
  locale: Locale
  /** The address's query string, read with zod before any query. */
  searchParams: SearchParams
  /** A category's filtered view: its path segment and name. */
  category?: { slug: string; title: string }
}

/**
 * A filtered view of the product list or of a category's (issue 24 point 4): the cards that pass
 * the address's filters, 16 a page, the page links keeping the filters. Without a filter left (all
 * values unknown, or categories the store no longer has) it is the unfiltered list, which the
 * shopper is sent to.
 */
export async function FilteredProductList({ locale, searchParams, category }: Props) {
  const parsed = parseFilterQuery(searchParams)
  const base = listPath(locale, category?.slug)
  const storeId = requestStoreId()
  const catalogue = await filterCatalogue(storeId, locale)
  // Categories the store has (a stale link's are ignored), and none within a category's page.
  const known = new Set(catalogue.categories.map(({ slug }) => slug))
  const query = {
    ...parsed,
    categories: category ? [] : parsed.categories.filter((slug) => known.has(slug)),
  }
  if (!hasFilters(query)) redirect(query.page > 1 ? `${base}${query.page}/` : base)
  const [result, t, catalogueTexts] = await Promise.all([
    filteredPage({ storeId, locale, filters: query, page: query.page, scope: category?.slug }),
    getTranslations({ locale, namespace: 'Filters' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ])
  if (query.page > 1 && query.page > result.totalPages) notFound()
  const action = filteredListPath(locale, category?.slug)
  return (
    <ProductListView
      locale={locale}
      list={result}
      pathOf={(page) => `${action}${filterQueryString(query, page)}`}
      listId={base}
      heading={category?.title ?? catalogueTexts('listLabel')}
      filters={
        <FilterPanel
          locale={locale}
          filters={query}
          counts={result.counts}
          categories={category ? [] : catalogue.categories}
          action={action}
          clearHref={base}
        />
      }
      empty={
        <p className="mb-8">
          {t('empty')}{' '}
          <a href={base} className={linkClass}>
            {t('clear')}
          </a>
        </p>
      }
    />
  )
}
