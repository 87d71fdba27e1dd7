import type { PlaceOrderInput } from '@/commerce/client/generated/graphql'
import { deliveryAddressOf } from '@/commerce/domain/checkout/delivery-address'
import type { ClickId } from '@/commerce/domain/orders/attribution'

import type { CheckoutOutput } from './rules'

/**
 * The checked form as placeOrder's input: the delivery address is the billing one when so
 * chosen; the ad click the browser kept goes with it.
 */
export function placeOrderInput(
  output: CheckoutOutput,
  needsDeliveryAddress: boolean,
  clickId: ClickId | null = null,
): PlaceOrderInput {
  return {
    billingAddress: output.billingAddress,
    deliveryAddress: needsDeliveryAddress ? deliveryAddressOf(output) : null,
    paymentMethod: output.paymentMethod,
    paymentDetails: output.paymentDetails,
    termsAccepted: output.termsAccepted,
    registeredMail: output.registeredMail,
    subscribed: output.subscribed,
    clickId,
  }
}
