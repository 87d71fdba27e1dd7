import { contentPath, localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'

/** The unfiltered list's first page: the product list, or a category's page (its slug). */
export const listPath = (locale: Locale, category?: string): string =>
  category ? contentPath('categories', category, locale) : localizedPath(locale, '/gift-cards')

/** Where a list's filter form is sent: its filtered view, rendered per request. */
export const filteredListPath = (locale: Locale, category?: string): string =>
  category
    ? localizedPath(locale, { pathname: '/category/[category]/filter', params: { category } })
    : localizedPath(locale, '/gift-cards/filter')
