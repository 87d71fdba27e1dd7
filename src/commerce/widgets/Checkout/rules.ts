import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import {
  companyForBusiness,
  customerTypeSchema,
  postalFields,
  postCodeOfCountry,
} from '@/commerce/domain/account/address'
import { isSiren, isVatNumber } from '@/commerce/domain/account/business'
import { emailSchema } from '@/commerce/domain/account/email'
import { companyNameSchema, personNameSchema } from '@/commerce/domain/account/names'
import { newPasswordFields, passwordsMatch } from '@/commerce/domain/account/password'
import { optionalPhoneSchema } from '@/commerce/domain/account/phone'
import { formRules } from '@/commerce/widgets/Account/Area/rules'

import type { PaymentMethod } from './order'
import { type CheckoutValues, toCheckoutInput } from './values'

// Interim: the account area's schemas in the shape of the domain's checkoutSchema
// (src/commerce/domain/checkout/checkout-input.ts); this file alone switches to it.
const text = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)

const billingAddressSchema = z
  .object({
    customerType: customerTypeSchema,
    firstName: personNameSchema('firstNameRequired'),
    lastName: personNameSchema('lastNameRequired'),
    email: emailSchema,
    phoneNumber: optionalPhoneSchema,
    companyName: companyNameSchema,
    kvkNumber: text,
    vatNumber: text,
    referenceNumber: text,
    ...postalFields,
  })
  .superRefine(postCodeOfCountry)
  .superRefine(companyForBusiness)
  .superRefine((value, context) => {
    if (value.customerType !== 'BUSINESS') return
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', message, path: [path] })
    if (!value.phoneNumber) problem('phoneNumber', 'phoneRequired')
    if (!value.kvkNumber) problem('kvkNumber', 'sirenRequired')
    else if (!isSiren(value.kvkNumber)) problem('kvkNumber', 'sirenInvalid')
    if (!value.vatNumber) problem('vatNumber', 'vatNumberRequired')
    else if (!isVatNumber(value.vatNumber)) problem('vatNumber', 'vatNumberInvalid')
    if (!value.referenceNumber) problem('referenceNumber', 'referenceRequired')
    else if (value.referenceNumber.length > 20) problem('referenceNumber', 'referenceTooLong')
  })

const deliveryAddressSchema = z.object({
  firstName: personNameSchema('firstNameRequired'),
  lastName: personNameSchema('lastNameRequired'),
  companyName: companyNameSchema,
  ...postalFields,
  postCode: postalFields.postCode.pipe(z.string().regex(/^\d{5}$/, { error: 'postCodeInvalid' })),
  countryCode: z.literal('FR', { error: 'deliveryFranceOnly' }),
})

const checkoutSchema = z.object({
  billingAddress: billingAddressSchema,
  deliveryAddress: deliveryAddressSchema.nullable(),
  sameAsBilling: z.boolean(),
  paymentMethod: z.string().trim().min(1, { error: 'paymentMethodRequired' }),
  paymentDetails: z.object({
    bankId: text,
    blikCode: text.refine((code) => code === null || /^\d{6}$/.test(code.replace(/\s/g, '')), {
      error: 'blikCodeInvalid',
    }),
    mbwayPhone: optionalPhoneSchema,
  }),
  termsAccepted: z.literal(true, { error: 'termsRequired' }),
  registeredMail: z.boolean(),
  createAccount: z.object(newPasswordFields).superRefine(passwordsMatch).nullable(),
  subscribed: z.boolean(),
})
// End of the interim schema.

export type CheckoutOutput = z.output<typeof checkoutSchema>

/** What the chosen method needs besides its id (spec §3 payment form state). */
function methodNeeds(methods: readonly PaymentMethod[]) {
  return (value: CheckoutOutput, context: z.RefinementCtx) => {
    const method = methods.find((candidate) => candidate.id === value.paymentMethod)
    const { bankId, blikCode, mbwayPhone } = value.paymentDetails
    const problem = (field: string, message: string) =>
      context.addIssue({ code: 'custom', message, path: ['paymentDetails', field] })
    if (method && method.banks.length > 0 && !method.banks.some((bank) => bank.id === bankId)) {
      problem('bankId', 'bankRequired')
    }
    if (value.paymentMethod === 'blik' && !blikCode) problem('blikCode', 'blikCodeRequired')
    if (value.paymentMethod === 'mbway' && !mbwayPhone) problem('mbwayPhone', 'phoneRequired')
  }
}

/** The checkout form's resolver: the domain's rules on what the form describes. */
export const checkoutResolver = (
  needsDeliveryAddress: boolean,
  methods: readonly PaymentMethod[],
) =>
  zodResolver(
    formRules<CheckoutValues, z.ZodType<CheckoutOutput>>(
      checkoutSchema.superRefine(methodNeeds(methods)),
      (values) => toCheckoutInput(values, needsDeliveryAddress),
    ),
  ) as Resolver<CheckoutValues, unknown, CheckoutOutput>
