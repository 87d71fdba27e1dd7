import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { SearchParams } from '@/commerce/domain/catalogue/filter-query'
import { FilteredProductList } from '@/components/catalogue/filtered-product-list'
import { listPath } from '@/components/catalogue/list-paths.server'

import { routeLocale } from '@/server/route-store'

// Its answer depends on the query string: rendered for each request (no locale is prerendered, so
// Next cannot learn this at build time).
export const dynamic = 'force-dynamic'

type Args = {
  params: Promise<{ store: string; locale: string }>
  searchParams: Promise<SearchParams>
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const locale = await routeLocale(await args.params)
  const [catalogue, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogue' }),
    getTranslations({ locale, namespace: 'Filters' }),
  ])
  return {
    title: t('metaTitle', { title: catalogue('listLabel') }),
    // One shopper's choice among countless: the unfiltered list is the page for search engines.
    robots: { index: false, follow: true },
    alternates: { canonical: listPath(locale) },
  }
}

/**
 * /cartes-cadeaux/filtrer/?category=…&price=…&delivery=…&page=…: the product list's filtered view.
 * Reading the query string renders it on every request; /cartes-cadeaux/ stays prerendered.
 */
export default async function FilteredGiftCardsPage(args: Args) {
  const [params, searchParams] = await Promise.all([args.params, args.searchParams])
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  return <FilteredProductList locale={locale} searchParams={searchParams} />
}
