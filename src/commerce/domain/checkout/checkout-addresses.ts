import { z } from 'zod'

import {
  companyForBusiness,
  customerTypeSchema,
  postalFields,
  postCodeOfCountry,
} from '../account/address'
import { compactNumber, companyRegister, hasVatNumberForm } from '../account/business'
import { emailSchema, optionalEmailSchema } from '../account/email'
import { companyNameSchema, personNameSchema } from '../account/names'
import { optionalPhoneSchema, phoneOfCountry } from '../account/phone'
import type { BillingAddress, PostalAddress } from '../orders/placed-order'
import { FR_POST_CODE } from '../receiver'

/** The buyer's reference on a business invoice: 1 to 20 characters, not only spaces (spec §5). */
export const REFERENCE_MAX = 20

// Business-only fields are read loosely: a private buyer's form may still hold what was typed
// before switching to private, and that must neither block the order nor reach the invoice.
const looseText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)

/**
 * Spec §5: a business gives a phone, its chamber-of-commerce number, a valid VAT number and a
 * reference. Both numbers are checked in the billing address's country (its register, its VAT);
 * the VAT number's check digits by the gateway (vat-number.ts).
 */
function businessProblems(value: BillingAddress, context: z.RefinementCtx) {
  if (value.customerType !== 'BUSINESS') return
  const problem = (path: keyof BillingAddress, message: string) =>
    context.addIssue({ code: 'custom', message, path: [path] })
  const register = companyRegister(value.countryCode)
  if (!value.phoneNumber) problem('phoneNumber', 'phoneRequired')
  if (!value.chamberOfCommerceNumber) problem('chamberOfCommerceNumber', register.requiredKey)
  else if (!register.check(value.chamberOfCommerceNumber))
    problem('chamberOfCommerceNumber', register.invalidKey)
  if (!value.vatNumber) problem('vatNumber', 'vatNumberRequired')
  else if (!hasVatNumberForm(value.vatNumber, value.countryCode))
    problem('vatNumber', 'vatNumberInvalid')
  if (!value.referenceNumber) problem('referenceNumber', 'referenceRequired')
  else if (value.referenceNumber.length > REFERENCE_MAX) {
    problem('referenceNumber', 'referenceTooLong')
  }
}

/** A private buyer's address carries no business data; a business's numbers are compacted. */
const forCustomerType = (value: BillingAddress): BillingAddress =>
  value.customerType === 'BUSINESS'
    ? {
        ...value,
        chamberOfCommerceNumber:
          value.chamberOfCommerceNumber && compactNumber(value.chamberOfCommerceNumber),
        vatNumber: value.vatNumber && compactNumber(value.vatNumber),
      }
    : {
        ...value,
        companyName: null,
        chamberOfCommerceNumber: null,
        vatNumber: null,
        referenceNumber: null,
      }

/** The billing address of the checkout (BillingAddress of placed-order.ts), any country. */
export const billingAddressSchema = z
  .object({
    customerType: customerTypeSchema,
    firstName: personNameSchema('firstNameRequired'),
    lastName: personNameSchema('lastNameRequired'),
    email: emailSchema,
    invoiceEmail: optionalEmailSchema,
    phoneNumber: optionalPhoneSchema,
    companyName: companyNameSchema,
    chamberOfCommerceNumber: looseText,
    vatNumber: looseText,
    referenceNumber: looseText,
    ...postalFields,
  })
  .superRefine(postCodeOfCountry)
  .superRefine(companyForBusiness)
  .superRefine(businessProblems)
  .superRefine((value, context) => phoneOfCountry(value, value.countryCode, context))
  .transform(forCustomerType)

/** Where the buyer's own posted cards go: France only, like a receiver's address (receiver.ts). */
export const deliveryAddressSchema = z.object({
  firstName: personNameSchema('firstNameRequired'),
  lastName: personNameSchema('lastNameRequired'),
  companyName: companyNameSchema,
  ...postalFields,
  postCode: postalFields.postCode.pipe(
    z.string().regex(FR_POST_CODE, { error: 'postCodeInvalid' }),
  ),
  countryCode: z.literal('FR', {
    error: (issue) => (issue.input ? 'deliveryFranceOnly' : 'countryRequired'),
  }),
}) satisfies z.ZodType<PostalAddress>

export type BillingAddressInput = z.input<typeof billingAddressSchema>
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>
