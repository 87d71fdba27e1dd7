import { z } from 'zod'

import { productFiltersSchema } from '@/commerce/domain/catalogue/product-filters'
import { userDataSchema } from '@/commerce/domain/user-data'

import type { BrandListResult } from '@/commerce/contract/types'
import { listBrands } from '@/commerce/services/catalogue'

import { operation } from '../operation'

const schema = z.object({ userData: userDataSchema, filters: productFiltersSchema })

/**
 * brandList: the brands a product list can be narrowed by (the redeem shop's brands modal), each
 * with how many of the products the other filters keep it holds.
 */
export const brandList = operation(
  schema,
  { brands: [] },
  async ({ userData, filters }, { payload, storeId }): Promise<BrandListResult> => ({
    brands: await listBrands(payload, storeId, userData.language, filters),
    errors: [],
  }),
)
