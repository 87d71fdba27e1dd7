import { z } from 'zod'

import { captchaTokenSchema } from '@/commerce/domain/account/customer'
import { cardNumberSchema, pinSchema } from '@/commerce/domain/cards/card-number'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  addGiftcardPayment as addPayment,
  checkGiftcardPayment as checkPayments,
  giftcardInfo as readCard,
  noCardPayments,
  removeGiftcardPayment as removePayment,
} from '@/commerce/services/cards'
import type { GiftcardInfoResult, GiftcardPaymentResult } from '@/commerce/contract/types'
import { operation } from '../operation'

const cardInput = z.object({
  userData: userDataSchema,
  card: z.object({ cardNumber: cardNumberSchema, pin: pinSchema }),
  captchaToken: captchaTokenSchema,
})

/** giftcardInfo (spec §2 balance check): captcha, PIN, the card checks, then what the card holds. */
const giftcardInfo = operation(
  cardInput,
  { giftcard: null },
  ({ userData, card, captchaToken }, context): Promise<GiftcardInfoResult> =>
    readCard(context, userData.language, card, captchaToken),
)

/** addGiftcardPayment: a card pays for the redeem session (one is started when none is alive). */
const addGiftcardPayment = operation(
  cardInput,
  noCardPayments,
  ({ userData, card, captchaToken }, context): Promise<GiftcardPaymentResult> =>
    addPayment(context, userData.language, card, captchaToken, userData.redeemToken),
)

/** removeGiftcardPayment: the card no longer pays for the redeem session. */
const removeGiftcardPayment = operation(
  z.object({ userData: userDataSchema, paymentId: z.string().regex(/^\d{1,9}$/) }),
  noCardPayments,
  ({ userData, paymentId }, context): Promise<GiftcardPaymentResult> =>
    removePayment(context, userData.language, userData.redeemToken, Number(paymentId)),
)

/** checkGiftcardPayment: the session's cards read and checked again; a failing card says why. */
const checkGiftcardPayment = operation(
  z.object({ userData: userDataSchema }),
  noCardPayments,
  ({ userData }, context): Promise<GiftcardPaymentResult> =>
    checkPayments(context, userData.language, userData.redeemToken),
)

export const cardQueries = { giftcardInfo, checkGiftcardPayment }
export const cardMutations = { addGiftcardPayment, removeGiftcardPayment }
