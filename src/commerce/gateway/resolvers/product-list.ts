import { z } from 'zod'

import { productFiltersSchema } from '@/commerce/domain/catalogue/product-filters'
import { userDataSchema } from '@/commerce/domain/user-data'

import type { ProductListResult } from '@/commerce/contract/types'
import { listProducts } from '@/commerce/services/catalogue'

import { operation } from '../operation'

/** Products per page of spec §9; a page never holds more than MAX_PER_PAGE. */
export const PRODUCTS_PER_PAGE = 16
const MAX_PER_PAGE = 100

const schema = z.object({
  userData: userDataSchema,
  filters: productFiltersSchema,
  paging: z
    .object({
      itemsPerPage: z.number().int().min(1).max(MAX_PER_PAGE).nullish(),
      pageNumber: z.number().int().min(1).max(10_000).nullish(),
    })
    .nullish(),
})

/** productList of spec §7: published products by type, category, page or brand, a page at a time. */
export const productList = operation(
  schema,
  { products: [], paging: { currentPage: 1, itemsPerPage: PRODUCTS_PER_PAGE, totalItems: 0 } },
  async ({ userData, filters, paging }, { payload, storeId }): Promise<ProductListResult> => {
    const itemsPerPage = paging?.itemsPerPage ?? PRODUCTS_PER_PAGE
    const page = paging?.pageNumber ?? 1
    const { products, currentPage, totalItems } = await listProducts(
      payload,
      storeId,
      userData.language,
      filters,
      { itemsPerPage, page },
    )
    return { products, paging: { currentPage, itemsPerPage, totalItems }, errors: [] }
  },
)
