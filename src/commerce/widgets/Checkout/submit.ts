import type { PlaceOrderInput } from '@/commerce/client/generated/graphql'

import type { CheckoutOutput } from './rules'

/** The checked form as placeOrder's input: the delivery address is the billing one when so chosen. */
export function placeOrderInput(
  output: CheckoutOutput,
  needsDeliveryAddress: boolean,
): PlaceOrderInput {
  const billing = output.billingAddress
  const delivery = !needsDeliveryAddress
    ? null
    : output.sameAsBilling
      ? {
          firstName: billing.firstName,
          lastName: billing.lastName,
          companyName: billing.companyName,
          street: billing.street,
          houseNumber: billing.houseNumber,
          suffix: billing.suffix,
          postCode: billing.postCode,
          city: billing.city,
          countryCode: billing.countryCode,
        }
      : output.deliveryAddress
  return {
    billingAddress: billing,
    deliveryAddress: delivery,
    paymentMethod: output.paymentMethod,
    paymentDetails: output.paymentDetails,
    termsAccepted: output.termsAccepted,
    registeredMail: output.registeredMail,
    subscribed: output.subscribed,
  }
}
