import * as form from '@/components/form/postal-values'
import { phoneOf } from '@/components/form/phone-values'

import type { CheckoutValues } from './values'

/** The form as the checkout rules read it (the domain's checkout input). */
export function toCheckoutInput(values: CheckoutValues, needsDeliveryAddress: boolean) {
  const { billingAddress: billing, deliveryAddress: delivery } = values
  return {
    billingAddress: {
      ...form.nameInput(billing),
      email: billing.email,
      phoneNumber: phoneOf(billing),
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
