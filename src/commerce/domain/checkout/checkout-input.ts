import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'

import { compactPhone } from '../account/calling-codes'
import { newPasswordFields, passwordsMatch } from '../account/password'
import { orderClickIdField } from '../orders/click-id-schema'
import { billingAddressSchema, deliveryAddressSchema } from './checkout-addresses'

export { deliveryAddressOf } from './delivery-address'

/** A Blik code is the 6 digits the payer's banking app shows (spec §5, §9). */
export const BLIK_CODE = /^\d{6}$/

/**
 * The phone an MB WAY account is on: a real number of its country (libphonenumber), not spec §5's
 * form rule, whose 8 digits after +351 would refuse every Portuguese mobile (9 digits).
 */
const mbwayPhone = z
  .string()
  .nullish()
  .transform((typed) => (typed ? compactPhone(typed) : null))
  .refine((phone) => phone === null || isValidPhoneNumber(phone), { error: 'phoneInvalid' })

const optionalId = z
  .string()
  .trim()
  .max(64, { error: 'idInvalid' })
  .nullish()
  .transform((value) => value || null)

/** What some payment methods need besides their id: a bank, a Blik code, an MBWay phone. */
export const paymentDetailsSchema = z
  .object({
    bankId: optionalId,
    blikCode: z
      .string()
      .nullish()
      // Banking apps show the code as '123 456'.
      .transform((code) => code?.replace(/\s/g, '') || null)
      .refine((code) => code === null || BLIK_CODE.test(code), { error: 'blikCodeInvalid' }),
    mbwayPhone: mbwayPhone,
  })
  .prefault({})

export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

/** Creating an account while ordering (spec §6): a new password, twice. */
export const createAccountSchema = z.object(newPasswordFields).superRefine(passwordsMatch)

/**
 * The checkout form as the browser sends it to placeOrder. Whether a delivery address is needed
 * (posted packages without a receiver) and whether the payment details fit the chosen method
 * (paymentDetailsProblems) depend on the cart and the provider: the gateway checks those.
 */
export const checkoutSchema = z.object({
  billingAddress: billingAddressSchema,
  deliveryAddress: deliveryAddressSchema.nullish().transform((address) => address ?? null),
  sameAsBilling: z.boolean(),
  paymentMethod: z
    .string({ error: 'paymentMethodRequired' })
    .trim()
    .min(1, { error: 'paymentMethodRequired' })
    .max(64, { error: 'paymentMethodRequired' }),
  paymentDetails: paymentDetailsSchema,
  termsAccepted: z.literal(true, { error: 'termsRequired' }),
  /** Registered mail for posted cards below the threshold that would make it so anyway. */
  registeredMail: z.boolean().default(false),
  createAccount: createAccountSchema.nullish().transform((account) => account ?? null),
  subscribed: z.boolean().default(false),
  clickId: orderClickIdField,
})

export type CheckoutInput = z.input<typeof checkoutSchema>
export type Checkout = z.infer<typeof checkoutSchema>

export type PaymentDetailsProblem = { field: keyof PaymentDetails; error: string }

/**
 * What the chosen method still needs: a bank among its own when it lists banks, a Blik code for
 * 'blik', an MBWay phone for 'mbway'. An empty list means the details are complete.
 */
export function paymentDetailsProblems(
  methodId: string,
  details: PaymentDetails,
  method: { banks: { id: string }[] },
): PaymentDetailsProblem[] {
  const problems: PaymentDetailsProblem[] = []
  const banks = method.banks.map((bank) => bank.id)
  if (banks.length > 0 && !(details.bankId && banks.includes(details.bankId))) {
    problems.push({ field: 'bankId', error: 'bankRequired' })
  }
  if (methodId === 'blik' && !details.blikCode) {
    problems.push({ field: 'blikCode', error: 'blikCodeRequired' })
  }
  if (methodId === 'mbway' && !details.mbwayPhone) {
    problems.push({ field: 'mbwayPhone', error: 'phoneRequired' })
  }
  return problems
}
