import { z } from 'zod'

import { userDataSchema } from '@/commerce/domain/user-data'

import type { LocationSuggestionsResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { suggestLocalities } from '@/commerce/services/search'

const PER_PAGE = 10

/** getLocationAddressSuggestions of spec §7: towns and regions where a card is accepted. */
export const getLocationAddressSuggestions = operation(
  z.object({
    userData: userDataSchema,
    filters: z.object({
      inputText: z
        .string()
        .trim()
        .min(1, { error: 'inputText is required' })
        .max(60, { error: 'inputText is at most 60 characters' }),
      productId: z.string().regex(/^\d+$/, { error: 'Use a numeric id' }).nullish(),
    }),
    paging: z
      .object({
        itemsPerPage: z.number().int().min(1).max(50).nullish(),
        pageNumber: z.number().int().min(1).max(1000).nullish(),
      })
      .nullish(),
  }),
  { suggestions: [], paging: { currentPage: 1, itemsPerPage: PER_PAGE, totalItems: 0 } },
  async ({ filters, paging }, { payload }): Promise<LocationSuggestionsResult> => {
    const itemsPerPage = paging?.itemsPerPage ?? PER_PAGE
    const currentPage = paging?.pageNumber ?? 1
    const { suggestions, total } = await suggestLocalities(payload, {
      text: filters.inputText,
      productId: filters.productId ? Number(filters.productId) : null,
      page: currentPage,
      perPage: itemsPerPage,
    })
    return {
      suggestions,
      paging: { currentPage, itemsPerPage, totalItems: total },
      errors: [],
    }
  },
)
