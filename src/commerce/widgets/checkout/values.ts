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
    ...form.blankPhone(storeCountry),
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
