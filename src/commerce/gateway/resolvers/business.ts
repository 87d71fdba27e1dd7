import { z } from 'zod'

import { businessQuoteSchemaFor } from '@/commerce/domain/business/quote'
import { userDataSchema } from '@/commerce/domain/user-data'

import { requestBusinessQuote as requestQuote } from '@/commerce/services/business'
import { cartSettings } from '@/commerce/services/store'
import type { StatusResult } from '@/commerce/contract/types'
import { operation } from '../operation'

/** A business buyer's quote request (/entreprise/), stored for staff and mailed to the store. */
const requestBusinessQuote = operation(
  async (context) =>
    z.object({
      userData: userDataSchema,
      input: businessQuoteSchemaFor((await cartSettings(context.payload, context.storeId)).country),
      captchaToken: z.string().min(1).max(4000),
    }),
  { status: false } as Omit<StatusResult, 'errors'>,
  ({ userData, input, captchaToken }, context) =>
    requestQuote(context, userData.language, input, captchaToken),
)

export const businessMutations = { requestBusinessQuote }
