import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateGatewayCache } from '@/commerce/gateway/cache'
import { forgetCartCatalogue } from '@/commerce/gateway/cart/memo'

import type { ContentCollection } from './paths'

// Lists can gain or lose any product, and blocks embed products: drop every answer holding these.
const catalogueTypes = ['GiftcardProduct', 'DonationProduct', 'BlocksQueue']
const typenames: Partial<Record<ContentCollection, string[]>> = {
  products: catalogueTypes,
  categories: catalogueTypes,
  brands: catalogueTypes,
}

const invalidate = async (collection: ContentCollection) => {
  if (collection === 'products') forgetCartCatalogue()
  const types = typenames[collection]
  if (types) await invalidateGatewayCache(types.map((typename) => ({ typename })))
}

/** The gateway's cached answers that may show this document are dropped when it changes. */
export const invalidateGatewayAnswers =
  (collection: ContentCollection): CollectionAfterChangeHook =>
  async ({ doc }) => {
    await invalidate(collection)
    return doc
  }

export const invalidateGatewayAnswersOnDelete =
  (collection: ContentCollection): CollectionAfterDeleteHook =>
  async ({ doc }) => {
    await invalidate(collection)
    return doc
  }
