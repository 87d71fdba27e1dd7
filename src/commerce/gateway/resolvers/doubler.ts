import { z } from 'zod'

import { doublerEntrySchema } from '@/commerce/domain/doubler/entry'
import { userDataSchema } from '@/commerce/domain/user-data'

import { enterDoubler as enter } from '@/commerce/services/doubler'
import type { DoublerEntryResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { enterDoublerWithRedeemToken } from './doubler-redeem'

/** enterDoubler (/doubler/): a card, by its number and PIN, enters the next draw. */
const enterDoubler = operation(
  z.object({
    userData: userDataSchema,
    input: doublerEntrySchema,
    captchaToken: z.string().min(1).max(4000),
  }),
  { entry: null },
  ({ userData, input, captchaToken }, context): Promise<DoublerEntryResult> =>
    enter(context, userData.language, input, captchaToken),
)

export const doublerMutations = { enterDoubler, enterDoublerWithRedeemToken }
