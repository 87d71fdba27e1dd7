import { z } from 'zod'

import { companyForBusiness, customerTypeSchema, postalFields, postCodeOfCountry } from './address'
import { compactNumber, isSiren, isVatNumber } from './business'
import { emailSchema, optionalEmailSchema } from './email'
import { companyNameSchema, personNameSchema } from './names'
import { currentPasswordSchema, newPasswordFields, passwordsMatch } from './password'
import { optionalPhoneSchema } from './phone'

/** A captcha token (spec §5: no token, no request); the provider checks it on the server. */
export const captchaTokenSchema = z
  .string({ error: 'captchaRequired' })
  .min(1, { error: 'captchaRequired' })
  .max(8192, { error: 'captchaRequired' })

const optionalNumber = (check: (value: string) => boolean, key: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? compactNumber(value) : null))
    .refine((value) => value === null || check(value), { error: key })

/** Business data of a customer: company name (required), SIREN and VAT number when given. */
const businessFields = {
  customerType: customerTypeSchema,
  companyName: companyNameSchema,
  chamberOfCommerceNumber: optionalNumber(isSiren, 'sirenInvalid'),
  vatNumber: optionalNumber(isVatNumber, 'vatNumberInvalid'),
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
