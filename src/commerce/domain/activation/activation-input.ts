import { z } from 'zod'

import { emailSchema } from '../account/email'
import { cardNumberSchema } from '../cards/card-number'
import { paymentDetailsSchema } from '../checkout/checkout-input'
import { orderClickIdField } from '../orders/click-id-schema'
import { CENTS_PER_UNIT } from '../money'
import { requiredNumber } from '../required'

/**
 * What a blank card can be loaded with, in cents: any whole euro amount from 10 to 150 €, with
 * quick picks. 150 € is the usual cap of a multi-brand card in France (DOMAIN-NOTES), 10 € the
 * smallest card the shop sells.
 */
export const ACTIVATION_AMOUNTS = {
  min: 1_000,
  max: 15_000,
  fixed: [2_000, 2_500, 5_000, 7_500, 10_000, 15_000],
} as const

/** An amount in cents: whole euros within the range (spec §5: whole amounts, between min and max). */
export const activationAmountSchema = requiredNumber('amountRequired', 'amountWhole')
  .int({ error: 'amountWhole' })
  .refine((cents) => cents % CENTS_PER_UNIT === 0, { error: 'amountWhole', abort: true })
  .refine((cents) => cents >= ACTIVATION_AMOUNTS.min && cents <= ACTIVATION_AMOUNTS.max, {
    error: 'amountRange',
    params: { min: ACTIVATION_AMOUNTS.min, max: ACTIVATION_AMOUNTS.max },
  })

/**
 * The activation form as the browser sends it (spec §1, §5): one of our 19-digit numbers, an
 * amount, the e-mail twice, a payment method and the terms. The holder has the physical card,
 * so no PIN is asked.
 */
export const activationInputSchema = z
  .object({
    cardNumber: cardNumberSchema,
    amount: activationAmountSchema,
    email: emailSchema,
    emailConfirmation: z.string({ error: 'emailRequired' }).trim(),
    paymentMethod: z
      .string({ error: 'paymentMethodRequired' })
      .min(1, { error: 'paymentMethodRequired' })
      .max(64, { error: 'paymentMethodRequired' }),
    // GraphQL and the form send null for no details (no bank to choose): the same as none.
    paymentDetails: z.preprocess((details) => details ?? undefined, paymentDetailsSchema),
    termsAccepted: z.literal(true, { error: 'termsRequired' }),
    clickId: orderClickIdField,
  })
  .superRefine((input, context) => {
    if (input.emailConfirmation.toLowerCase() !== input.email) {
      context.addIssue({ code: 'custom', message: 'emailMismatch', path: ['emailConfirmation'] })
    }
  })

export type ActivationInput = z.infer<typeof activationInputSchema>
