import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateList } from '@/collections/shared/revalidate'
import { forgetCartCatalogue } from '@/commerce/gateway/cart/memo'

const pages = revalidateList('packaging-options')

/**
 * Every product page offers the same few options: one cached list, dropped on any write, and the
 * gateway prices baskets with the new ones at once.
 */
export const revalidatePackaging: {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} = {
  afterChange: (args) => {
    forgetCartCatalogue()
    return pages.afterChange(args)
  },
  afterDelete: (args) => {
    forgetCartCatalogue()
    return pages.afterDelete(args)
  },
}
