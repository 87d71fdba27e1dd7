import { defineRouting } from 'next-intl/routing'

import { pathnames } from './pathnames'

export const locales = ['fr', 'nl'] as const
export type Locale = (typeof locales)[number]

export const routing = defineRouting({
  locales,
  defaultLocale: 'fr',
  // French is the store's language and has no prefix; Dutch lives under /nl.
  localePrefix: 'as-needed',
  // A French store must not send a Dutch-speaking browser elsewhere on its own.
  localeDetection: false,
  // Read only by locale detection: no Set-Cookie (nor Accept-Language matching) on every first visit.
  localeCookie: false,
  // Pages name their translations in their metadata (hreflang), with each locale's own slug.
  alternateLinks: false,
  pathnames,
})

/** A route's locale segment as a known locale; anything else falls back to French. */
export const asLocale = (value: unknown): Locale =>
  routing.locales.find((locale) => locale === value) ?? routing.defaultLocale
