import type { Payload } from 'payload'

import { storeSite } from '@/commerce/services/store'
import { asLocale, type Locale } from '@/i18n/routing'
import { serverEnv } from '@/server/env'
import { derivedSecret } from '@/server/secrets'

import { contentPath, type ContentCollection } from './paths'

/** The secret in preview links: PREVIEW_SECRET, or derived from PAYLOAD_SECRET. */
export const previewSecret = (): string => process.env.PREVIEW_SECRET ?? derivedSecret('preview')

/** Payload passes the admin's locale as a code or as { code }. */
const adminLocale = (value: unknown): Locale =>
  asLocale(typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : value)

/**
 * The draft-mode URL that shows a document as the storefront renders it, on the admin's host (the
 * default store until content belongs to a store).
 */
export async function previewUrl(
  payload: Payload,
  collection: ContentCollection,
  slug: unknown,
  locale: unknown,
): Promise<string> {
  const { defaultLocale } = await storeSite(payload, serverEnv().STORE_ID)
  return previewLink(collection, slug, locale, defaultLocale)
}

/** The preview link of a document on a store whose default language is `defaultLocale`. */
export function previewLink(
  collection: ContentCollection,
  slug: unknown,
  locale: unknown,
  defaultLocale: Locale,
): string {
  const path =
    typeof slug === 'string' && slug
      ? contentPath(collection, slug, adminLocale(locale), defaultLocale)
      : '/'
  const query = new URLSearchParams({ path, secret: previewSecret() })
  return `/api/preview/?${query.toString()}`
}

export const previewBreakpoints = [
  { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
]
