import type {
  CheckoutInfoFragment,
  PlacedOrderViewFragment,
} from '@/commerce/client/generated/graphql'

/** What the checkout steps need besides the cart (payment methods, deliveries, mail). */
export type CheckoutInfo = CheckoutInfoFragment
export type PaymentMethod = CheckoutInfo['paymentMethods'][number]
export type ShipmentDelivery = CheckoutInfo['deliveries'][number]

/** A placed order as the confirmation pages show it. */
export type PlacedOrderView = PlacedOrderViewFragment

/**
 * Whether registered mail is imposed: a posted shipment is worth more than the store's threshold
 * or holds wine. The gateway decides it per shipment (domain/totals.ts) and says so in `deliveries`.
 */
export const registeredMailImposed = (info: Pick<CheckoutInfo, 'deliveries'>): boolean =>
  info.deliveries.some((delivery) => delivery.registeredMail)
