import type { CartOrder } from '@/commerce/client/cart-order'

import type { CheckoutInfo } from './order'

/**
 * The cart as it will be charged when the buyer asks for registered mail: each posted
 * shipment's postage becomes the registered price (the gateway's placeOrder does the same), so
 * the summary and 'Payer' show the amount the payment page will ask. Where it is imposed (above
 * the threshold, or with wine) the cart already counts it.
 */
export function withRegisteredMail(
  order: CartOrder,
  info: Pick<CheckoutInfo, 'registeredMailPrice' | 'standardMailPrice'>,
  title: string,
): CartOrder {
  const posted = order.shipments.filter((shipment) => shipment.deliveryType === 'PHYSICAL')
  const standard = posted.length * info.standardMailPrice.value
  const shipping = order.totals.adjustments.find((entry) => entry.adjustmentType === 'shipping')
  // Nothing posted, or the threshold or wine already made a shipment registered.
  if (!shipping || shipping.price.value !== standard) return order
  const registered = posted.length * info.registeredMailPrice.value
  const delta = registered - standard
  const money = (value: number) => ({ ...order.totals.grandTotal, value })
  return {
    ...order,
    totals: {
      ...order.totals,
      grandTotal: money(order.totals.grandTotal.value + delta),
      shippingTotal: money(registered),
      adjustments: order.totals.adjustments.map((entry) =>
        entry === shipping ? { ...entry, title, price: money(registered) } : entry,
      ),
    },
  }
}
