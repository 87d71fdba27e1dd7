import { readCookie } from '@/server/cookies'

import type { Directory, Storefront } from './directory'

/**
 * The cookie naming the store whose draft /admin previews on this host: staff sign in on one
 * host, and preview there a page of any store they work in (an admin on cartecadeau.fr checking
 * a CBBE page). Set with draft mode by /api/preview, cleared by /api/exit-preview.
 */
export const PREVIEW_STORE_COOKIE = 'preview-store'
/** Next's draft mode cookie: without it the store's cookie is ignored. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The store a preview asks for, when the request is in draft mode and names a store that exists;
 * else none (the host's store). Without a valid draft mode the page renders published content
 * only, as any visitor of that store's own host sees it.
 */
export function previewedStorefront(
  directory: Directory,
  headers: Headers,
): Storefront | undefined {
  if (!inDraftMode(headers)) return undefined
  const value = readCookie(headers, PREVIEW_STORE_COOKIE)
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return undefined
  return directory.byId.get(Number(value))
}

/** Whether the request carries Next's draft mode cookie (checked by Next when it renders). */
export const inDraftMode = (headers: Headers): boolean =>
  Boolean(readCookie(headers, DRAFT_MODE_COOKIE))
