import { CENTS_PER_UNIT, type Money } from '@/commerce/domain/money'
import type { AnalyticsEvent, AnalyticsItem } from '@/components/analytics/data-layer'
import { packageItem } from '@/components/analytics/cart-events'
import { type CartOrder, packagesOf } from '@/commerce/client/cart-order'

import type { PlacedOrderView } from './order'

const ecommerce = (money: Money, items: AnalyticsItem[]) => ({
  currency: money.currency,
  value: money.value / CENTS_PER_UNIT,
  items,
})

const cartEcommerce = (order: CartOrder) =>
  ecommerce(order.totals.grandTotal, packagesOf(order).map(packageItem))

const placedPackages = (order: PlacedOrderView) =>
  order.shipments.flatMap((shipment) => shipment.packages)

/** begin_checkout (spec task 8): only for a cart holding cards, else null. */
export const beginCheckoutEvent = (order: CartOrder): AnalyticsEvent | null =>
  order.itemsQty > 0 ? { event: 'begin_checkout', ecommerce: cartEcommerce(order) } : null

/** add_payment_info when the payer picks a method (its id as payment_type). */
export const addPaymentInfoEvent = (order: CartOrder, method: string): AnalyticsEvent => ({
  event: 'add_payment_info',
  ecommerce: { ...cartEcommerce(order), payment_type: method },
})

/** add_payment_info in the retry-payment view, for the order as placed. */
export const retryPaymentInfoEvent = (order: PlacedOrderView, method: string): AnalyticsEvent => ({
  event: 'add_payment_info',
  ecommerce: {
    ...ecommerce(order.totals.grandTotal, placedPackages(order).map(packageItem)),
    payment_type: method,
  },
})

/** purchase for a paid order: its number as transaction_id, else null (not paid yet). */
export function purchaseEvent(order: PlacedOrderView): AnalyticsEvent | null {
  if (order.status !== 'COMPLETED') return null
  return {
    event: 'purchase',
    ecommerce: {
      ...ecommerce(order.totals.grandTotal, placedPackages(order).map(packageItem)),
      transaction_id: order.orderNumber,
    },
  }
}

/** Per order, so a reload of the thank-you page does not count the purchase twice. */
export const purchaseKey = (orderUuid: string): string => `checkout:purchase:${orderUuid}`

/** Pushes `event` unless this tab already did for `key`; true when it pushed. */
export function pushOnce(
  key: string,
  event: AnalyticsEvent,
  push: (event: AnalyticsEvent) => void,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): boolean {
  try {
    if (storage?.getItem(key)) return false
    storage?.setItem(key, '1')
  } catch {
    // Storage refused: the event is still worth sending once for this page.
  }
  push(event)
  return true
}
