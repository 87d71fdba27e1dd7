import { z } from 'zod'

import { companyForBusiness, customerTypeSchema, postalFields, postCodeOfCountry } from './address'
import { compactNumber, companyRegister, hasVatNumberForm } from './business'
import { emailSchema, optionalEmailSchema } from './email'
import { companyNameSchema, personNameSchema } from './names'
import { currentPasswordSchema, newPasswordFields, passwordsMatch } from './password'
import { optionalPhoneSchema, phoneOfCountry } from './phone'

/** A captcha token (spec §5: no token, no request); the provider checks it on the server. */
export const captchaTokenSchema = z
  .string({ error: 'captchaRequired' })
  .min(1, { error: 'captchaRequired' })
  .max(8192, { error: 'captchaRequired' })

const optionalNumber = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? compactNumber(value) : null))

/**
 * Business data of a customer: company name (required), chamber-of-commerce and VAT numbers when
 * given. The chamber-of-commerce number depends on a country, so chamberOfCommerceProblem checks it;
 * the VAT number's form is checked here, its digits by the gateway (vat-number.ts).
 */
const businessFields = {
  customerType: customerTypeSchema,
  companyName: companyNameSchema,
  chamberOfCommerceNumber: optionalNumber,
  vatNumber: optionalNumber.refine((value) => value === null || hasVatNumberForm(value), {
    error: 'vatNumberInvalid',
  }),
}

/** A given chamber-of-commerce number must be valid in the register of `country`. */
export function chamberOfCommerceProblem(
  value: { chamberOfCommerceNumber: string | null },
  country: string,
  context: z.RefinementCtx,
  path: readonly PropertyKey[] = [],
) {
  const register = companyRegister(country)
  if (value.chamberOfCommerceNumber && !register.check(value.chamberOfCommerceNumber)) {
    const where = [...path, 'chamberOfCommerceNumber']
    context.addIssue({ code: 'custom', message: register.invalidKey, path: where })
  }
}

/** The identify step (spec §4): an e-mail and a captcha token. */
export const identifySchema = z.object({ email: emailSchema, captchaToken: captchaTokenSchema })

/** userLogin (spec §7): e-mail, password and captcha token, else no request. */
export const loginSchema = identifySchema.extend({ password: currentPasswordSchema })

/** Account creation: names, e-mail, a new password twice, private or business. */
export const registerSchema = z
  .object({
    firstName: personNameSchema('firstNameRequired'),
    lastName: personNameSchema('lastNameRequired'),
    email: emailSchema,
    ...newPasswordFields,
    ...businessFields,
    subscribed: z.boolean().default(false),
  })
  .superRefine(passwordsMatch)
  .superRefine(companyForBusiness)

/** The customer's own address on the details page; all of it or none of it. */
const profileAddressSchema = z
  .object({ ...postalFields, administrativeArea: z.string().trim().max(80).nullish() })
  .superRefine(postCodeOfCountry)

/** The details page: names, invoice e-mail, phone, private or business, own address. */
export const detailsSchema = z
  .object({
    firstName: personNameSchema('firstNameRequired'),
    lastName: personNameSchema('lastNameRequired'),
    invoiceEmail: optionalEmailSchema,
    phoneNumber: optionalPhoneSchema,
    ...businessFields,
    subscribed: z.boolean(),
    address: profileAddressSchema.nullish(),
  })
  .superRefine(companyForBusiness)

/** The details' country: the customer's own address's, else the store's. */
export const detailsCountry = (
  value: { address?: { countryCode: string } | null },
  storeCountry: string,
): string => value.address?.countryCode ?? storeCountry

/** Registration in a store: its numbers checked in the store's country. */
export const registerSchemaFor = (storeCountry: string) =>
  registerSchema.superRefine((value, context) =>
    chamberOfCommerceProblem(value, storeCountry, context),
  )

/** The details page in a store: numbers checked in the address's country, else the store's. */
export const detailsSchemaFor = (storeCountry: string) =>
  detailsSchema.superRefine((value, context) => {
    const country = detailsCountry(value, storeCountry)
    chamberOfCommerceProblem(value, country, context)
    phoneOfCountry(value, country, context)
  })

/** Forgot password: the e-mail and a captcha token. */
export const forgotPasswordSchema = identifySchema

/** New password from the e-mailed link: its token and the password twice. */
export const newPasswordSchema = z
  .object({ token: z.string().min(20).max(200), ...newPasswordFields })
  .superRefine(passwordsMatch)

/** Change password while logged in: the current one and the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, ...newPasswordFields })
  .superRefine(passwordsMatch)
  .refine((value) => value.currentPassword !== value.password, {
    error: 'passwordUnchanged',
    path: ['password'],
  })

/** Delete account: the password confirms it is the owner. */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema })

export type RegisterInput = z.input<typeof registerSchema>
export type DetailsInput = z.input<typeof detailsSchema>
