import type {
  CheckoutInfoFragment,
  PlacedOrderViewFragment,
} from '@/commerce/client/generated/graphql'

/** What the checkout steps need besides the basket (payment methods, deliveries, mail). */
export type CheckoutInfo = CheckoutInfoFragment
export type PaymentMethod = CheckoutInfo['paymentMethods'][number]
export type ShipmentDelivery = CheckoutInfo['deliveries'][number]

/** A placed order as the confirmation pages show it. */
export type PlacedOrderView = PlacedOrderViewFragment

/** Whether registered mail is imposed: the posted value is above the store's threshold. */
export function registeredMailImposed(
  physicalTotal: number,
  info: Pick<CheckoutInfo, 'registeredMailAbove'>,
): boolean {
  return physicalTotal > info.registeredMailAbove.value
}
