import type { Where } from 'payload'
import { z } from 'zod'

const id = z.string().regex(/^\d+$/, { error: 'Use a numeric id' })

/** ProductListFilters of spec §7, shared by productList and brandList. */
export const productFiltersSchema = z
  .object({
    filterByProductType: z
      .array(z.enum(['giftcard', 'donation', 'blankGiftCardPack']))
      .max(3)
      .nullish(),
    filterByTaxonomy: z.array(id).max(50).nullish(),
    filterByPage: z
      .object({
        fieldName: z.enum(['brand', 'categories'], { error: 'fieldName is brand or categories' }),
        pageId: id,
        pageType: z.string().max(50),
      })
      .nullish(),
    filterByBrand: z.array(id).max(50).nullish(),
  })
  .nullish()

export type ProductFilters = z.infer<typeof productFiltersSchema>

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
