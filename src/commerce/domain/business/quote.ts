import { z } from 'zod'

import { emailSchema } from '../account/email'
import { COMPANY_NAME_MAX } from '../account/names'
import { optionalPhoneSchema, phoneOfCountry } from '../account/phone'
import { CENTS_PER_UNIT } from '../money'
import { requiredNumber, requiredText } from '../required'
import { typedNumber } from '../typed-number'

/** Cards per quote request (/entreprise/): a business orders from one card to ten thousand. */
export const QUOTE_QUANTITY_MIN = 1
export const QUOTE_QUANTITY_MAX = 10_000
/** Amount per card, whole euros from 5 to 500 (in cents here). */
export const QUOTE_AMOUNT_MIN = 5 * CENTS_PER_UNIT
export const QUOTE_AMOUNT_MAX = 500 * CENTS_PER_UNIT
export const QUOTE_MESSAGE_MAX = 1000
export const CONTACT_NAME_MAX = 100

/** The card count: a whole number of cards within the quote's limits. */
const quantitySchema = requiredNumber('quoteQuantityRequired', 'quoteQuantityRange')
  .int({ error: 'quoteQuantityRange' })
  .min(QUOTE_QUANTITY_MIN, { error: 'quoteQuantityRange' })
  .max(QUOTE_QUANTITY_MAX, { error: 'quoteQuantityRange' })

/** Cents per card: whole euros (spec §5 price: whole amounts), within the quote's range. */
const amountSchema = requiredNumber('quoteAmountRequired', 'quoteAmountRange')
  .int({ error: 'amountWhole' })
  .refine((cents) => cents % CENTS_PER_UNIT === 0, { error: 'amountWhole' })
  .refine((cents) => cents >= QUOTE_AMOUNT_MIN && cents <= QUOTE_AMOUNT_MAX, {
    error: 'quoteAmountRange',
  })

/**
 * A business quote request (requestBusinessQuote, the 'business PDP form'): who asks, for which
 * card (optional), how many, how much per card in cents, digital or posted, and a message. The
 * form and the gateway's resolver share it; error messages are Validation keys.
 */
export const businessQuoteSchema = z.object({
  companyName: requiredText('companyNameRequired').max(COMPANY_NAME_MAX, {
    error: 'companyNameTooLong',
  }),
  contactName: requiredText('contactNameRequired').max(CONTACT_NAME_MAX, {
    error: 'contactNameTooLong',
  }),
  email: emailSchema,
  phoneNumber: optionalPhoneSchema,
  productId: z
    .string()
    .regex(/^\d+$/, { error: 'idInvalid' })
    .nullish()
    .transform((id) => id ?? null),
  quantity: quantitySchema,
  amount: amountSchema,
  deliveryType: z.enum(['DIGITAL', 'PHYSICAL'], { error: 'deliveryTypeRequired' }),
  message: z
    .string()
    .trim()
    .max(QUOTE_MESSAGE_MAX, { error: 'quoteMessageTooLong' })
    .nullish()
    .transform((text) => text || null),
})

/** A quote request in a store: the phone, when it is of the store's country, has its floor. */
export const businessQuoteSchemaFor = (storeCountry: string) =>
  businessQuoteSchema.superRefine((value, context) => phoneOfCountry(value, storeCountry, context))

export type BusinessQuoteInput = z.input<typeof businessQuoteSchema>
export type BusinessQuote = z.output<typeof businessQuoteSchema>

/** Digits typed in a form ('25', ' 1 000 ') as a number; anything else is NaN, so it is refused. */
export const wholeNumber = (text: string): number => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN
}

/** Euros typed in a form ('25', '12,50') as cents; anything else is NaN, so it is refused. */
const toQuoteCents = (euros: string): number => {
  const typed = euros.replace(',', '.')
  return /^\d{1,6}(\.\d+)?$/.test(typed) ? Math.round(Number(typed) * CENTS_PER_UNIT) : Number.NaN
}

/**
 * The quote form's values as typed (quantity, and the amount in euros); the euros become cents
 * (a decimal amount is then refused as not whole) before the shared rules run.
 */
export const businessQuoteFormSchema = z
  .object({
    companyName: z.string(),
    contactName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    productId: z.string(),
    quantity: z.string(),
    amount: z.string(),
    deliveryType: z.string(),
    message: z.string(),
  })
  .transform(
    ({ amount: euros, quantity, productId, deliveryType, ...rest }): BusinessQuoteInput => {
      return {
        ...rest,
        productId: productId || null,
        quantity: typedNumber(quantity, wholeNumber),
        amount: typedNumber(euros, toQuoteCents),
        // The enum is checked by the rules the values go on to.
        deliveryType: deliveryType as BusinessQuoteInput['deliveryType'],
      }
    },
  )
  .pipe(businessQuoteSchema)
