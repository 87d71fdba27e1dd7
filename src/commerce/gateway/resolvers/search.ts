import { z } from 'zod'

import { searchTextSchema } from '@/commerce/domain/search'
import { userDataSchema } from '@/commerce/domain/user-data'

import type { SearchResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { searchCatalogue } from '@/commerce/services/search'

/** search_v1 of spec §7: products and giving moments, best matches first, in groups. */
export const search_v1 = operation(
  z.object({ userData: userDataSchema, inputText: searchTextSchema('inputText') }),
  { body: null },
  async ({ userData, inputText }, { payload, storeId }): Promise<SearchResult> => ({
    body: await searchCatalogue(payload, storeId, inputText, userData.language),
    errors: [],
  }),
)
