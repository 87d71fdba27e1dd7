import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

import { contentTags } from './cache-tags'
import { getPayloadClient } from './payload'

/** Products per page of the lists (spec §9). */
export const PRODUCTS_PER_PAGE = 16

export type ProductPage = { products: Product[]; page: number; totalPages: number; total: number }

/**
 * One page of the published gift cards, by title, all of them or one category's: cached and
 * dropped when any product or category changes.
 */
export function productPage(
  locale: Locale,
  page: number,
  categoryId?: number,
): Promise<ProductPage> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const where: Where[] = [
        { _status: { equals: 'published' } },
        { productType: { equals: 'giftcard' } },
      ]
      if (categoryId) where.push({ categories: { in: [categoryId] } })
      const result = await payload.find({
        collection: 'products',
        where: { and: where },
        locale,
        depth: 1,
        sort: 'title',
        limit: PRODUCTS_PER_PAGE,
        page,
      })
      return {
        products: result.docs,
        page: result.page ?? page,
        totalPages: result.totalPages,
        total: result.totalDocs,
      }
    },
    ['product-page', locale, String(page), String(categoryId ?? 'all')],
    { tags: [contentTags.list('products'), contentTags.list('categories')] },
  )()
}
