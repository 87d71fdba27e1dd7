import { z } from 'zod'

import { captchaTokenSchema } from '@/commerce/domain/account/customer'
import { cardNumberSchema, pinSchema } from '@/commerce/domain/cards/card-number'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  addCardToSession,
  cardCaptchaError,
  cardCheckError,
  cardPaymentsOf,
  giftCardInfoOf,
  noCardPayments,
  removeSessionCard,
  verifyCard,
} from '@/commerce/services/cards'
import { cardError } from '@/commerce/services/errors'
import type { GiftcardInfoResult, GiftcardPaymentResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { findRedeemSession } from '@/commerce/services/redeem'

const cardInput = z.object({
  userData: userDataSchema,
  card: z.object({ cardNumber: cardNumberSchema, pin: pinSchema }),
  captchaToken: captchaTokenSchema,
})

/** giftcardInfo (spec §2 balance check): captcha, PIN, the card checks, then what the card holds. */
const giftcardInfo = operation(
  cardInput,
  { giftcard: null },
  async ({ userData, card, captchaToken }, context): Promise<GiftcardInfoResult> => {
    const locale = userData.language
    const refused = await cardCaptchaError(context.payload, locale, captchaToken)
    if (refused) return { giftcard: null, errors: [refused] }
    const verified = await verifyCard(context, locale, card)
    if ('error' in verified) return { giftcard: null, errors: [verified.error] }
    const storeId = context.storeId
    const problem = cardCheckError(locale, verified.card, { storeId, mustPay: false })
    if (problem) return { giftcard: null, errors: [problem] }
    const giftcard = await giftCardInfoOf(context.payload, locale, verified.card, storeId)
    return { giftcard, errors: [] }
  },
)

/** addGiftcardPayment: a card pays for the redeem session (one is started when none is alive). */
const addGiftcardPayment = operation(
  cardInput,
  noCardPayments,
  async ({ userData, card, captchaToken }, context): Promise<GiftcardPaymentResult> => {
    const locale = userData.language
    const refused = await cardCaptchaError(context.payload, locale, captchaToken)
    if (refused) return { ...noCardPayments, errors: [refused] }
    return addCardToSession(context, locale, card, userData.redeemToken)
  },
)

/** removeGiftcardPayment: the card no longer pays for the redeem session. */
const removeGiftcardPayment = operation(
  z.object({ userData: userDataSchema, paymentId: z.string().regex(/^\d{1,9}$/) }),
  noCardPayments,
  async ({ userData, paymentId }, context): Promise<GiftcardPaymentResult> => {
    const locale = userData.language
    const result = await removeSessionCard(context, locale, userData.redeemToken, Number(paymentId))
    return result ?? { ...noCardPayments, errors: [cardError(locale, 'redeemSessionExpired')] }
  },
)

/** checkGiftcardPayment: the session's cards read and checked again; a failing card says why. */
const checkGiftcardPayment = operation(
  z.object({ userData: userDataSchema }),
  noCardPayments,
  async ({ userData }, context): Promise<GiftcardPaymentResult> => {
    const locale = userData.language
    const token = userData.redeemToken
    if (!token) return { ...noCardPayments, errors: [] }
    const session = await findRedeemSession(context.payload, token, context.storeId)
    if (!session) return { ...noCardPayments, errors: [cardError(locale, 'redeemSessionExpired')] }
    const { result, problems } = await cardPaymentsOf(context, locale, session, token)
    return { ...result, errors: problems }
  },
)

export const cardQueries = { giftcardInfo, checkGiftcardPayment }
export const cardMutations = { addGiftcardPayment, removeGiftcardPayment }
