import type { Payload } from 'payload'

import { ofStore } from '@/collections/shared/store-scope'
import { countBrands } from '@/commerce/domain/catalogue/brand-counts'
import type { ProductFilters } from '@/commerce/domain/catalogue/product-filters'
import type { Locale } from '@/i18n/routing'

import { productWhere } from './product-list'

/**
 * The brands a product list can be narrowed by, each with how many of the products the other
 * filters keep it holds. Only the products' brand ids are read, a few hundred at most, then the
 * titles of those brands.
 */
export async function listBrands(
  payload: Payload,
  storeId: number,
  locale: Locale,
  filters: ProductFilters,
) {
  const products = await payload.find({
    collection: 'products',
    where: ofStore('products', storeId, productWhere(filters, { byBrand: false })),
    depth: 0,
    pagination: false,
    select: { brand: true },
  })
  const brandIds = products.docs.map((doc) =>
    typeof doc.brand === 'object' ? doc.brand?.id : doc.brand,
  )
  const ids = [...new Set(brandIds.filter((id) => id != null))]
  if (ids.length === 0) return []
  const brands = await payload.find({
    collection: 'brands',
    where: ofStore('brands', storeId, {
      and: [{ id: { in: ids } }, { _status: { equals: 'published' } }],
    }),
    locale,
    depth: 0,
    pagination: false,
    select: { title: true },
  })
  return countBrands(brandIds, brands.docs, locale).map((brand) => ({
    ...brand,
    id: String(brand.id),
  }))
}
