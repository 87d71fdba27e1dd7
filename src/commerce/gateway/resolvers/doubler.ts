import { z } from 'zod'

import { doublerEntrySchema } from '@/commerce/domain/doubler/entry'
import { userDataSchema } from '@/commerce/domain/user-data'

import { captchaError } from '@/commerce/services/account'
import { verifyCard } from '@/commerce/services/cards'
import { doublerError } from '@/commerce/services/errors'
import { enterDraw, refused } from '@/commerce/services/doubler'
import type { DoublerEntryResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { enterDoublerWithRedeemToken } from './doubler-redeem'

/**
 * enterDoubler (/doubler/): the terms, the captcha, then the card's number and PIN (guessing is
 * stopped by verifyCard), then the card must be usable with a balance to double. The card
 * enters the next draw whose day has not begun, once per draw.
 */
const enterDoubler = operation(
  z.object({
    userData: userDataSchema,
    input: doublerEntrySchema,
    captchaToken: z.string().min(1).max(4000),
  }),
  { entry: null },
  async ({ userData, input, captchaToken }, context): Promise<DoublerEntryResult> => {
    const locale = userData.language
    if (!input.termsAccepted) {
      return refused(doublerError(locale, 'termsRequired', {}, 'input.termsAccepted'))
    }
    const captcha = await captchaError(context.payload, locale, captchaToken)
    if (captcha) return refused(captcha)
    const verified = await verifyCard(context, locale, input.card)
    if ('error' in verified) return refused(verified.error)
    return enterDraw(context, locale, verified.card, input.email)
  },
)

export const doublerMutations = { enterDoubler, enterDoublerWithRedeemToken }
