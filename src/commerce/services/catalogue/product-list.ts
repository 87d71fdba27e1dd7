import type { Payload, Where } from 'payload'

import type { ProductFilters } from '@/commerce/domain/catalogue/product-filters'
import type { Locale } from '@/i18n/routing'

import { ofStore } from '@/collections/shared/store-scope'
import { imagePopulate } from '@/commerce/contract/media'
import { storeCurrency, storeSite } from '@/commerce/services/store'
import { productSelect, toProduct } from './product-view'

/**
 * The published products the filters keep; `byBrand: false` leaves filterByBrand out, for the
 * brands' own counts. Empty term lists narrow nothing (spec §5: such filters are dropped).
 */
export function productWhere(filters: ProductFilters, { byBrand = true } = {}): Where {
  const types = filters?.filterByProductType?.length ? filters.filterByProductType : ['giftcard']
  const where: Where[] = [{ productType: { in: types } }, { _status: { equals: 'published' } }]
  if (filters?.filterByTaxonomy?.length) {
    where.push({ categories: { in: filters.filterByTaxonomy.map(Number) } })
  }
  const page = filters?.filterByPage
  if (page) where.push({ [page.fieldName]: { in: [Number(page.pageId)] } })
  if (byBrand && filters?.filterByBrand?.length) {
    where.push({ brand: { in: filters.filterByBrand.map(Number) } })
  }
  return { and: where }
}

/** One page of the published products the filters keep, by title, in the store's currency. */
export async function listProducts(
  payload: Payload,
  storeId: number,
  locale: Locale,
  filters: ProductFilters,
  { itemsPerPage, page }: { itemsPerPage: number; page: number },
) {
  const result = await payload.find({
    collection: 'products',
    where: ofStore('products', storeId, productWhere(filters)),
    locale,
    depth: 1,
    select: productSelect,
    populate: imagePopulate,
    limit: itemsPerPage,
    page,
    sort: 'title',
  })
  const [currency, site] = await Promise.all([
    storeCurrency(payload, storeId),
    storeSite(payload, storeId),
  ])
  return {
    products: result.docs.map((doc) => toProduct(doc, locale, currency, site.defaultLocale)),
    currentPage: result.page ?? 1,
    totalItems: result.totalDocs,
  }
}
