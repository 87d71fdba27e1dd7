import type { PlaceRedeemOrderInput } from '@/commerce/client/generated/graphql'
import { deliveryAddressOf } from '@/commerce/domain/checkout/delivery-address'
import type { ClickId } from '@/commerce/domain/orders/attribution'

import type { RedeemCheckoutOutput } from './checkout-rules'

/**
 * The checked form as placeRedeemOrder's input: the delivery address only for posted cards (the
 * billing one when so chosen), the payment only when something is left to pay; the kept ad click.
 */
export function placeRedeemOrderInput(
  output: RedeemCheckoutOutput,
  { mustPay, needsDeliveryAddress }: { mustPay: boolean; needsDeliveryAddress: boolean },
  clickId: ClickId | null = null,
): PlaceRedeemOrderInput {
  return {
    billingAddress: output.billingAddress,
    deliveryAddress: needsDeliveryAddress ? deliveryAddressOf(output) : null,
    sameAsBilling: output.sameAsBilling,
    paymentMethod: mustPay ? output.paymentMethod : null,
    // Left out, not null: the gateway fills in empty details itself.
    paymentDetails: mustPay ? output.paymentDetails : undefined,
    termsAccepted: output.termsAccepted,
    clickId,
  }
}
