import type { FilterOptionsProps, Where } from 'payload'

import { STORE_FIELD } from '@/access/store-grants'
import { relationId } from '@/collections/shared/relation-id'

const SHARED: Where = { [STORE_FIELD]: { exists: false } }

/**
 * The files a document of the stores row `store` may show: that store's and the shared ones (no
 * store); a document of no store (packaging options, a store not created yet) the shared ones.
 */
export function mediaOfStore(store: unknown): Where {
  const row = Number(relationId(store))
  return Number.isInteger(row) && row > 0
    ? { or: [SHARED, { [STORE_FIELD]: { equals: row } }] }
    : SHARED
}

/*
 * An image field's filterOptions: Payload narrows the admin's picker to them and refuses a saved
 * value outside them (its upload validation), so a CBBE page cannot show a CBFR-only file. The
 * picker's list is also the admin selector's store (store-access.ts, mediaOfChosenStore): both
 * apply. Blocks get the document as `data`, those in rich text too (lexical's documentData).
 * Lexical's own upload nodes take no filterOptions (Payload 3.90.1): only the selector's list.
 */

/** In a document that names its store (pages, posts, products, blocks queues…): its store's. */
export const mediaOfDocumentStore = ({ data }: FilterOptionsProps): Where =>
  mediaOfStore((data as Record<string, unknown> | undefined)?.[STORE_FIELD])

/** In a store's own document (logos, trust marks, search blocks): the edited store's. */
export const mediaOfEditedStore = ({ id }: FilterOptionsProps): Where => mediaOfStore(id)
