import type { PlaceOrderInput } from '@/commerce/client/generated/graphql'
import { deliveryAddressOf } from '@/commerce/domain/checkout/checkout-input'

import type { CheckoutOutput } from './rules'

/** The checked form as placeOrder's input: the delivery address is the billing one when so chosen. */
export function placeOrderInput(
  output: CheckoutOutput,
  needsDeliveryAddress: boolean,
): PlaceOrderInput {
  return {
    billingAddress: output.billingAddress,
    deliveryAddress: needsDeliveryAddress ? deliveryAddressOf(output) : null,
    paymentMethod: output.paymentMethod,
    paymentDetails: output.paymentDetails,
    termsAccepted: output.termsAccepted,
    registeredMail: output.registeredMail,
    subscribed: output.subscribed,
  }
}
