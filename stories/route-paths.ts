import { type ContentCollection, contentPath as contentPathOn } from '@/collections/shared/paths'
import * as paths from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

/**
 * Storybook's stand-in for src/server/route-paths.ts (aliased in .storybook/main.ts): a story
 * renders no route, and the fixtures are the French store's, whose French paths have no prefix.
 */
const defaultLocale: Locale = 'fr'

export const localizedPath = (locale: Locale, href: paths.Href): string =>
  paths.localizedPath(locale, href, defaultLocale)

export const pathInLocale = (path: string, locale: Locale): string =>
  paths.pathInLocale(path, locale, defaultLocale)

export const contentPath = (collection: ContentCollection, slug: string, locale: Locale): string =>
  contentPathOn(collection, slug, locale, defaultLocale)

export const routeDefaultLocale = (): Locale => defaultLocale
