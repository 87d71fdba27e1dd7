import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SEARCH_PARAM } from '@/components/search-modal/search-url'
import { SearchResultsPage } from '@/components/search-results/search-results-page'
import { searchTermOf } from '@/components/search-results/search-term'

import { routeLocale } from '@/server/route-store'

// Its answer depends on the query string: rendered for each request (no locale is prerendered, so
// Next cannot learn this at build time).
export const dynamic = 'force-dynamic'

type Args = {
  params: Promise<{ store: string; locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function resolve(args: Args) {
  const locale = await routeLocale(await args.params)
  return { locale, term: searchTermOf((await args.searchParams)[SEARCH_PARAM]) }
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { locale, term } = await resolve(args)
  const t = await getTranslations({ locale, namespace: 'SearchResults' })
  return {
    title: term.kind === 'term' ? t('metaTitle', { term: term.text }) : t('title'),
    // One shopper's term: no page for search engines, though the cards it links to are.
    robots: { index: false, follow: true },
  }
}

/**
 * /recherche/?s=… (/nl/zoeken/): the search results without JavaScript. Reading the address's
 * `s` renders it on every request, never prerendered nor kept as a page shared between shoppers;
 * the product list the box used to submit to stays prerendered.
 */
export default async function SearchPage(args: Args) {
  const { locale, term } = await resolve(args)
  setRequestLocale(locale)
  return <SearchResultsPage locale={locale} term={term} />
}
