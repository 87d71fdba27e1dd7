import { z } from 'zod'

import { doublerRedeemEntrySchema } from '@/commerce/domain/doubler/entry'
import { userDataSchema } from '@/commerce/domain/user-data'

import { doublerError } from '@/commerce/services/errors'
import { drawCardById, enterDraw, refused } from '@/commerce/services/doubler'
import type { DoublerEntryResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { findRedeemSession, sessionExpired } from '@/commerce/services/redeem'

/**
 * enterDoublerWithRedeemToken (the redeem shop's doubler modal): the session's first card enters
 * the draw. Its number and PIN were checked when the session began and the browser keeps neither,
 * so the redeem token (a 256-bit secret) stands for them; the card checks run again.
 */
export const enterDoublerWithRedeemToken = operation(
  z.object({ userData: userDataSchema, input: doublerRedeemEntrySchema }),
  { entry: null },
  async ({ userData, input }, context): Promise<DoublerEntryResult> => {
    const locale = userData.language
    if (!input.termsAccepted) {
      return refused(doublerError(locale, 'termsRequired', {}, 'input.termsAccepted'))
    }
    const { payload, storeId } = context
    const session = await findRedeemSession(payload, userData.redeemToken, storeId)
    const first = session?.cardPayments[0]
    const card = first ? await drawCardById(payload, first.card) : null
    if (!card) return refused(sessionExpired(locale))
    return enterDraw(context, locale, card, input.email)
  },
)
