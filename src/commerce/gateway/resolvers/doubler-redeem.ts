import { z } from 'zod'

import { doublerRedeemEntrySchema } from '@/commerce/domain/doubler/entry'
import { userDataSchema } from '@/commerce/domain/user-data'

import { enterDoublerWithRedeemToken as enter } from '@/commerce/services/doubler'
import type { DoublerEntryResult } from '@/commerce/contract/types'
import { operation } from '../operation'

/** enterDoublerWithRedeemToken (the redeem shop's doubler modal): the session's first card enters. */
export const enterDoublerWithRedeemToken = operation(
  z.object({ userData: userDataSchema, input: doublerRedeemEntrySchema }),
  { entry: null },
  ({ userData, input }, context): Promise<DoublerEntryResult> =>
    enter(context, userData.language, userData.redeemToken, input),
)
