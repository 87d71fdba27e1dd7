import 'server-only'

import { type ContentCollection, contentPath as contentPathOn } from '@/collections/shared/paths'
import * as paths from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import { routeStorefront } from './route-store'

/**
 * i18n/paths.ts for what renders inside a storefront route: the store's default language (the
 * one without a prefix) is the route's store's.
 */
export const localizedPath = (locale: Locale, href: paths.Href): string =>
  paths.localizedPath(locale, href, routeStorefront().defaultLocale)

export const pathInLocale = (path: string, locale: Locale): string =>
  paths.pathInLocale(path, locale, routeStorefront().defaultLocale)

export const contentPath = (collection: ContentCollection, slug: string, locale: Locale): string =>
  contentPathOn(collection, slug, locale, routeStorefront().defaultLocale)

/** The route's store's default language: its paths have no language prefix. */
export const routeDefaultLocale = (): Locale => routeStorefront().defaultLocale
