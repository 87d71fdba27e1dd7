import { z } from 'zod'

import { isCountryCode } from '../country-code'
import { houseNumberSchema, streetSchema } from '../postal-fields'
import { requiredText } from '../required'
import { CUSTOMER_TYPES, type CustomerType } from './customer-types'
import { companyNameSchema, personNameSchema } from './names'
import { optionalPhoneSchema, phoneOfCountry } from './phone'
import { isPostalCode } from './postal-code'

export { CUSTOMER_TYPES, type CustomerType }

/** The country of an address: missing is 'required', anything but an assigned code 'invalid'. */
export const countryCodeSchema = z.string({ error: 'countryRequired' }).refine(isCountryCode, {
  error: (issue) => (issue.input === '' ? 'countryRequired' : 'countryInvalid'),
})

export const customerTypeSchema = z.enum(CUSTOMER_TYPES, { error: 'customerTypeRequired' })

/** The street, number, postal code and city of an address (spec §3 Address, §5). */
export const postalFields = {
  street: streetSchema,
  houseNumber: houseNumberSchema,
  suffix: z
    .string()
    .trim()
    .max(10, { error: 'suffixTooLong' })
    .nullish()
    .transform((suffix) => suffix || null),
  postCode: requiredText('postCodeRequired'),
  city: requiredText('cityRequired').max(80, { error: 'cityTooLong' }),
  countryCode: countryCodeSchema,
}

/** The postal code must be one of the chosen country (spec §5 postal codes). */
export const postCodeOfCountry = (
  value: { postCode: string; countryCode: string },
  context: z.RefinementCtx,
) => {
  if (!isPostalCode(value.countryCode, value.postCode)) {
    context.addIssue({ code: 'custom', message: 'postCodeInvalidCountry', path: ['postCode'] })
  }
}

/** A company name is required for business addresses and customers. */
export const companyForBusiness = (
  value: { customerType: CustomerType; companyName: string | null },
  context: z.RefinementCtx,
) => {
  if (value.customerType === 'BUSINESS' && !value.companyName) {
    context.addIssue({ code: 'custom', message: 'companyNameRequired', path: ['companyName'] })
  }
}

/** An entry of the address book: who, where, and a phone if the customer gives one. */
export const addressSchema = z
  .object({
    firstName: personNameSchema('firstNameRequired'),
    lastName: personNameSchema('lastNameRequired'),
    customerType: customerTypeSchema,
    companyName: companyNameSchema,
    ...postalFields,
    phoneNumber: optionalPhoneSchema,
  })
  .superRefine(postCodeOfCountry)
  .superRefine(companyForBusiness)
  .superRefine((value, context) => phoneOfCountry(value, value.countryCode, context))

export type AddressInput = z.input<typeof addressSchema>
export type Address = z.infer<typeof addressSchema>
