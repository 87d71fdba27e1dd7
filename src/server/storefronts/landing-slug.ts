import { pathnames } from '@/i18n/pathnames'

/** The catch-all's own template: what no other route serves is a landing page's path. */
const CATCH_ALL = '/[...path]'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A route template as Next matches it: `[x]` one segment, `[...x]` one or more, `[[...x]]` any. */
function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('[[...')) return '(?:/[^/]+)*'
      if (part.startsWith('[...')) return '(?:/[^/]+)+'
      if (part.startsWith('[')) return '/[^/]+'
      return `/${escape(part)}`
    })
    .join('')
  return new RegExp(`^${source}/?$`)
}

const otherRoutes = Object.keys(pathnames)
  .filter((template) => template !== CATCH_ALL)
  .map(templatePattern)

/**
 * The slug of the landing page an internal path (without store and language) can only be, when
 * no other route serves it; null when another route does, or the path is not well formed.
 */
export function landingPageSlug(internalPath: string): string | null {
  if (otherRoutes.some((pattern) => pattern.test(internalPath))) return null
  try {
    return internalPath.split('/').filter(Boolean).map(decodeURIComponent).join('/') || null
  } catch {
    return null
  }
}
