import { z } from 'zod'

import { countBrands } from '@/commerce/domain/catalogue/brand-counts'
import { userDataSchema } from '@/commerce/domain/user-data'

import type { BrandListResult } from '@/commerce/contract/types'

import { operation } from '../operation'
import { productFiltersSchema, productWhere } from './product-filters'

const schema = z.object({ userData: userDataSchema, filters: productFiltersSchema })

/**
 * brandList: the brands a product list can be narrowed by (the redeem shop's brands modal), each
 * with how many of the products the other filters keep it holds. Only the products' brand ids
 * are read, a few hundred at most, then the titles of those brands.
 */
export const brandList = operation(
  schema,
  { brands: [] },
  async ({ userData, filters }, { payload }): Promise<BrandListResult> => {
    const products = await payload.find({
      collection: 'products',
      where: productWhere(filters, { byBrand: false }),
      depth: 0,
      pagination: false,
      select: { brand: true },
    })
    const brandIds = products.docs.map((doc) =>
      typeof doc.brand === 'object' ? doc.brand?.id : doc.brand,
    )
    const ids = [...new Set(brandIds.filter((id) => id != null))]
    if (ids.length === 0) return { brands: [], errors: [] }
    const brands = await payload.find({
      collection: 'brands',
      where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
      locale: userData.language,
      depth: 0,
      pagination: false,
      select: { title: true },
    })
    return {
      brands: countBrands(brandIds, brands.docs, userData.language).map((brand) => ({
        ...brand,
        id: String(brand.id),
      })),
      errors: [],
    }
  },
)
