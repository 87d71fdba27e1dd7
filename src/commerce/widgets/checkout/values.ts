import type { AccountUser, BookAddress } from '@/commerce/client/customer'
import * as form from '@/components/form/postal-values'

/** The buyer as typed (spec §3 Address, billing adds referenceNumber and chamberOfCommerceNumber). */
export type BillingValues = form.NameValues &
  form.PhoneValues &
  form.PostalValues & {
    email: string
    chamberOfCommerceNumber: string
    vatNumber: string
    referenceNumber: string
  }

export type DeliveryValues = form.PostalValues & {
  firstName: string
  lastName: string
  companyName: string
}

/** What the checkout form holds: strings as typed, the three steps' fields together. */
export type CheckoutValues = {
  billingAddress: BillingValues
  sameAsBilling: boolean
  deliveryAddress: DeliveryValues
  registeredMail: boolean
  paymentMethod: string
  paymentDetails: { bankId: string; blikCode: string; mbwayPhone: string }
  termsAccepted: boolean
  wantsAccount: boolean
  createAccount: { password: string; passwordConfirmation: string }
  subscribed: boolean
}

/** An empty checkout in the store's country (posted cards go to France only). */
export const blankCheckout = (storeCountry: string): CheckoutValues => ({
  billingAddress: {
    ...form.blankNames,
    email: '',
    chamberOfCommerceNumber: '',
    vatNumber: '',
    referenceNumber: '',
    ...form.phoneValues(null, storeCountry),
    ...form.blankPostal(storeCountry),
  },
  sameAsBilling: true,
  deliveryAddress: { firstName: '', lastName: '', companyName: '', ...form.blankPostal('FR') },
  registeredMail: false,
  paymentMethod: '',
  paymentDetails: { bankId: '', blikCode: '', mbwayPhone: '' },
  termsAccepted: false,
  wantsAccount: false,
  createAccount: { password: '', passwordConfirmation: '' },
  subscribed: false,
})

/** Spec §4 prefill: the logged-in customer's profile as the buyer (billing e-mail first). */
export function prefillFromProfile(values: CheckoutValues, user: AccountUser): CheckoutValues {
  const profile = user.mainProfile
  const country = values.billingAddress.countryCode
  return {
    ...values,
    billingAddress: {
      ...values.billingAddress,
      ...form.nameValues(profile),
      chamberOfCommerceNumber: profile.chamberOfCommerceNumber ?? '',
      vatNumber: profile.vatNumber ?? '',
      email: profile.billingEmail || profile.email,
      ...form.phoneValues(profile.phoneNumber, country),
      ...(profile.address ? form.postalValues(profile.address) : {}),
    },
    subscribed: user.subscribed,
  }
}

/** An address book entry as the buyer's billing address (its phone when it has one). */
export function fromBookAddress(billing: BillingValues, entry: BookAddress): BillingValues {
  return {
    ...billing,
    ...form.nameValues(entry),
    ...(entry.phoneNumber ? form.phoneValues(entry.phoneNumber, billing.phoneCountry) : {}),
    ...form.postalValues(entry),
  }
}

/** The form as the checkout rules read it (the domain's checkout input). */
export function toCheckoutInput(values: CheckoutValues, needsDeliveryAddress: boolean) {
  const { billingAddress: billing, deliveryAddress: delivery } = values
  return {
    billingAddress: {
      ...form.nameInput(billing),
      email: billing.email,
      phoneNumber: form.phoneOf(billing),
      chamberOfCommerceNumber: billing.chamberOfCommerceNumber,
      vatNumber: billing.vatNumber,
      referenceNumber: billing.referenceNumber,
      ...form.postalInput(billing),
    },
    deliveryAddress:
      needsDeliveryAddress && !values.sameAsBilling
        ? {
            firstName: delivery.firstName,
            lastName: delivery.lastName,
            companyName: delivery.companyName || null,
            ...form.postalInput(delivery),
          }
        : null,
    sameAsBilling: values.sameAsBilling,
    paymentMethod: values.paymentMethod,
    paymentDetails: {
      bankId: values.paymentDetails.bankId || null,
      blikCode: values.paymentDetails.blikCode || null,
      mbwayPhone: values.paymentDetails.mbwayPhone || null,
    },
    termsAccepted: values.termsAccepted,
    registeredMail: values.registeredMail,
    createAccount: values.wantsAccount ? values.createAccount : null,
    subscribed: values.subscribed,
  }
}

export type CheckoutFormInput = ReturnType<typeof toCheckoutInput>
