import type { Payload } from 'payload'

import { storeIdsByRow, storeSite } from '@/commerce/services/store'
import { asLocale, type Locale } from '@/i18n/routing'
import { serverEnv } from '@/server/env'
import { derivedSecret } from '@/server/secrets'

import { contentPath, type ContentCollection } from './paths'
import { relationId } from './relation-id'

/** The secret in preview links: PREVIEW_SECRET, or derived from PAYLOAD_SECRET. */
export const previewSecret = (): string => process.env.PREVIEW_SECRET ?? derivedSecret('preview')

/** Payload passes the admin's locale as a code or as { code }. */
const adminLocale = (value: unknown): Locale =>
  asLocale(typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : value)

/**
 * The draft-mode URL that shows a document as its store's storefront renders it, on the admin's
 * host (the default store's for a document without one yet).
 */
export async function previewUrl(
  payload: Payload,
  collection: ContentCollection,
  data: { slug?: unknown; store?: unknown } | undefined,
  locale: unknown,
): Promise<string> {
  // The document's store: a stores row.
  const row = relationId(data?.store)
  const storeId =
    (typeof row === 'number' ? (await storeIdsByRow(payload))[row] : undefined) ??
    serverEnv().STORE_ID
  const { defaultLocale } = await storeSite(payload, storeId)
  return previewLink(collection, data?.slug, locale, { storeId, defaultLocale })
}

/** The preview link of a document of store `storeId`, whose default language is `defaultLocale`. */
export function previewLink(
  collection: ContentCollection,
  slug: unknown,
  locale: unknown,
  { storeId, defaultLocale }: { storeId: number; defaultLocale: Locale },
): string {
  const path =
    typeof slug === 'string' && slug
      ? contentPath(collection, slug, adminLocale(locale), defaultLocale)
      : '/'
  const query = new URLSearchParams({ path, store: String(storeId), secret: previewSecret() })
  return `/api/preview/?${query.toString()}`
}

/** Named by their width: Payload shows a breakpoint's label as given, in no admin language. */
export const previewBreakpoints = [
  { label: '375 px', name: 'mobile', width: 375, height: 812 },
  { label: '768 px', name: 'tablet', width: 768, height: 1024 },
  { label: '1280 px', name: 'desktop', width: 1280, height: 800 },
]
