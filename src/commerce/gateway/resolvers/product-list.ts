import { z } from 'zod'

import { userDataSchema } from '@/commerce/domain/user-data'

import type { ProductListResult } from '@/commerce/contract/types'
import { imagePopulate } from '@/commerce/contract/media'

import { productSelect, toProduct } from '../mappers/product'
import { operation } from '../operation'
import { productFiltersSchema, productWhere } from './product-filters'
import { storeCurrency } from '@/commerce/services/store-currency'

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
    const result = await payload.find({
      collection: 'products',
      where: productWhere(filters),
      locale: userData.language,
      depth: 1,
      select: productSelect,
      populate: imagePopulate,
      limit: itemsPerPage,
      page: paging?.pageNumber ?? 1,
      sort: 'title',
    })
    const currency = await storeCurrency(payload, storeId)
    return {
      products: result.docs.map((doc) => toProduct(doc, userData.language, currency)),
      paging: { currentPage: result.page ?? 1, itemsPerPage, totalItems: result.totalDocs },
      errors: [],
    }
  },
)
