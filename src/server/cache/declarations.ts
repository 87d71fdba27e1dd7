/** How a cache is declared (caches.ts, memo-caches.ts), and the reads both of its layers keep. */
import type { Locale } from '@/i18n/routing'

import { tags } from './tags'

export type CacheDeclaration<A extends unknown[]> = {
  what: string
  key: (...args: A) => string[]
  /** Seconds an entry is kept at most; false: until one of its tags expires. */
  lifetime: number | false
  tags: NoInfer<(...args: A) => string[]>
  /** Reads that skip the shared cache (drafts, for live preview); still done once per request. */
  fresh?: NoInfer<(...args: A) => boolean>
}

export const declare = <A extends unknown[]>(declaration: CacheDeclaration<A>) => declaration

/** A memo entry always has a lifetime: a change another instance missed cannot last longer. */
export type MemoDeclaration<A extends unknown[]> = CacheDeclaration<A> & { lifetime: number }

export const declareMemo = <A extends unknown[]>(declaration: MemoDeclaration<A>) => declaration

/**
 * Reads both layers keep, declared once: pages in Next's data cache (their tags expire the pages
 * rendered from them), services in the memo (a minute at most). One loader each
 * (commerce/services/store, commerce/services/catalogue), the same key and tags.
 */
export const storeRow = {
  what: 'a store’s row in a language, its media populated (settings, menus, fees, contact)',
  key: (storeId: number, locale: Locale) => [String(storeId), locale],
  tags: (storeId: number) => [tags.store(storeId)],
}
export const packagingRows = {
  what: 'the wrappers and gift packing on offer, in the editors’ order, with prices and SKUs',
  key: (storeId: number, locale: Locale) => [String(storeId), locale],
  tags: () => [tags.list('packaging-options')],
}
