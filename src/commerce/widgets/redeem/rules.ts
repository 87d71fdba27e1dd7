import { toCents } from '@/commerce/domain/money'
import { z } from 'zod'

import { cardNumberSchema, pinSchema } from '@/commerce/domain/cards/card-number'

/** The balance check and the 'add extra card' forms: a card as its holder types it. */
export const cardCredentialsSchema = z.object({ cardNumber: cardNumberSchema, pin: pinSchema })

export type CardCredentials = z.output<typeof cardCredentialsSchema>

/** Each chosen card is worth at least 10 EUR (the original shop's rule) unless the product says. */
export const DEFAULT_REDEEM_MINIMUM = 1_000
/** The highest amount one choice may ask, split into cards of at most 150 EUR. */
export const DEFAULT_REDEEM_MAXIMUM = 50_000

type Bound = { value: number } | null | undefined

/** A product's custom amount bounds in cents (spec §3 redeemData). */
export const amountBounds = (
  data:
    | { minimumAvailableCustomAmount?: Bound; maximumAvailableCustomAmount?: Bound }
    | null
    | undefined,
) => ({
  min: data?.minimumAvailableCustomAmount?.value ?? DEFAULT_REDEEM_MINIMUM,
  max: data?.maximumAvailableCustomAmount?.value ?? DEFAULT_REDEEM_MAXIMUM,
})

/**
 * The gift card modal's form: an amount in whole euros between the product's bounds (spec §5
 * price rules, redeem minimum) and a digital or physical card. The output amount is in cents.
 */
export const redeemChoiceSchema = ({ min, max }: { min: number; max: number }) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: 'amountRequired', abort: true })
      .regex(/^\d+$/, { error: 'amountWhole', abort: true })
      .transform((euros) => toCents(Number(euros)))
      .refine((cents) => cents >= min && cents <= max, { error: 'amountRange' }),
    deliveryType: z.enum(['DIGITAL', 'PHYSICAL'], { error: 'deliveryTypeRequired' }),
  })

export type RedeemChoice = z.output<ReturnType<typeof redeemChoiceSchema>>
