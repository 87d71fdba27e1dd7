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
