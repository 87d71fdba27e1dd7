import { routing, type Locale } from '@/i18n/routing'
import { derivedSecret } from '@/server/secrets'

import { contentPath, type ContentCollection } from './paths'

/** The secret in preview links: PREVIEW_SECRET, or derived from PAYLOAD_SECRET. */
export const previewSecret = (): string => process.env.PREVIEW_SECRET ?? derivedSecret('preview')

const asLocale = (value: unknown): Locale => {
  const code =
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : value
  return routing.locales.find((locale) => locale === code) ?? routing.defaultLocale
}

/** The draft-mode URL that shows a document as the storefront renders it. */
export function previewUrl(collection: ContentCollection, slug: unknown, locale: unknown): string {
  const path =
    typeof slug === 'string' && slug ? contentPath(collection, slug, asLocale(locale)) : '/'
  const query = new URLSearchParams({ path, secret: previewSecret() })
  return `/api/preview/?${query.toString()}`
}

export const previewBreakpoints = [
  { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
]
