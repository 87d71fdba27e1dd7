import { type Href, localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

/** Collections whose documents are storefront pages. */
export const contentCollections = [
  'pages',
  'blog-posts',
  'giving-moments',
  'products',
  'categories',
  'brands',
] as const
export type ContentCollection = (typeof contentCollections)[number]

/** The page with this slug is the home page ('/'). */
export const HOME_SLUG = 'home'

/**
 * The public path of a content document in a locale, from its slug in that locale, on a store
 * whose default language is `defaultLocale`.
 */
export function contentPath(
  collection: ContentCollection,
  slug: string,
  locale: Locale,
  defaultLocale: Locale,
): string {
  const path = (href: Href) => localizedPath(locale, href, defaultLocale)
  switch (collection) {
    case 'pages':
      return slug === HOME_SLUG
        ? path('/')
        : path({ pathname: '/[...path]', params: { path: slug.split('/') } })
    case 'blog-posts':
      return path({
        pathname: '/blog/[...path]',
        params: { path: slug.split('/') },
      })
    case 'giving-moments':
      return path({
        pathname: '/giving-moments/[moment]',
        params: { moment: slug },
      })
    case 'categories':
      return path({ pathname: '/category/[category]', params: { category: slug } })
    case 'products':
    case 'brands':
      return path({ pathname: '/gift-cards/[product]', params: { product: slug } })
  }
}
