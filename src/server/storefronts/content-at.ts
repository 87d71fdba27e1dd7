import type { ContentCollection } from '@/collections/shared/paths'
import { LIST_PAGE_NUMBER } from '@/commerce/domain/catalogue/list-page'
import { pathnames } from '@/i18n/pathnames'

/**
 * The routes that show one content document found by the slug in their dynamic segment
 * (content/route.tsx): an unknown slug there is the store's 404. The catch-all is a landing page.
 */
const CONTENT_ROUTES: Partial<Record<keyof typeof pathnames, readonly ContentCollection[]>> = {
  '/[...path]': ['pages'],
  '/gift-cards/[product]': ['products', 'brands'],
  '/category/[category]': ['categories'],
  '/blog/[...path]': ['blog-posts'],
  '/giving-moments/[moment]': ['giving-moments'],
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A route template as Next matches it: `[x]` one segment, `[...x]` one or more, `[[...x]]` any;
 * a content route's dynamic segment is captured.
 */
function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('[[...')) return '(?:/[^/]+)*'
      if (part.startsWith('[...')) return '((?:/[^/]+)+)'
      if (part.startsWith('[')) return '(/[^/]+)'
      return `/${escape(part)}`
    })
    .join('')
  return new RegExp(`^${source}/?$`)
}

const routes = Object.keys(pathnames).map((template) => ({
  pattern: templatePattern(template),
  collections: CONTENT_ROUTES[template as keyof typeof pathnames],
  catchAll: template === '/[...path]',
}))

/** What a content document can be at an internal path: its collections and its slug. */
export type ContentAt = { collections: readonly ContentCollection[]; slug: string }

/**
 * The content document an internal path (without store and language) can only be, when a
 * content route alone serves it (the catch-all when no other route does); null when another
 * route serves it too, or the path is not well formed.
 */
export function contentAt(internalPath: string): ContentAt | null {
  const matched = routes.flatMap((route) => {
    const match = route.pattern.exec(internalPath)
    return match ? [{ ...route, segment: match[1] ?? '' }] : []
  })
  const specific = matched.filter((route) => !route.catchAll)
  // Two routes at once (/category/all/ and /category/[category]/): Next's choice, left to it.
  const route = specific.length === 0 ? matched[0] : specific.length === 1 ? specific[0] : null
  if (!route?.collections) return null
  try {
    const slug = route.segment.split('/').filter(Boolean).map(decodeURIComponent).join('/')
    // /cartes-cadeaux/2/ and on are the product list's next pages, not a product.
    if (!slug || (route.collections.includes('products') && LIST_PAGE_NUMBER.test(slug)))
      return null
    return { collections: route.collections, slug }
  } catch {
    return null
  }
}
