import { withApiNames } from '@/commerce/domain/api-names'
import { formatDeliveryWindow } from '@/commerce/domain/checkout/delivery-window-text'
import type { Locale } from '@/i18n/routing'

import { toOrder } from '@/commerce/services/cart'
import type { PlacedOrder, PlacedOrderStatus } from '@/commerce/contract/types'
import type { OrderRow } from '@/commerce/db/order-repository'

/** The invoice PDF of a paid order, for its owner; a link's token opens it like the order. */
export const invoicePath = (uuid: string, access: string | null = null) =>
  `/api/orders/${uuid}/invoice/${access ? `?access=${access}` : ''}`

/**
 * What anyone holding an order's uuid sees: whether it is paid, for the payment-return pages.
 * The order number is no personal data (and what customer service asks for); amounts and
 * contents are left out, they tell what someone spent on whom.
 */
export const toOrderStatus = (row: OrderRow): Omit<PlacedOrderStatus, '__typename'> => ({
  uuid: row.uuid,
  orderNumber: row.order_number,
  status: row.status === 'cart' ? 'PENDING' : row.status,
  paymentStatus: row.payment_status,
})

/**
 * A placed order as its owner sees it: the cart view of its own packages and fees (never
 * today's prices), its promised deliveries, and where its payment stands. `access` is the
 * link's token the owner came with, kept in the invoice's link; `country` and `timeZone` the
 * store's, whose way of writing dates and amounts and whose clock the texts follow.
 */
export function toPlacedOrder(
  row: OrderRow,
  locale: Locale,
  { access, country, timeZone }: { access: string | null; country: string; timeZone: string },
): PlacedOrder {
  const cart = { id: row.id, uuid: row.uuid, packages: row.packages, revision: 0 }
  const view = toOrder(cart, { currency: row.currency, country, timeZone, fees: row.fees }, locale)
  const deliveries = new Map(row.deliveries.map((delivery) => [delivery.tag, delivery]))
  return {
    ...toOrderStatus(row),
    paymentMethod: row.payment_method,
    placedAt: row.placed_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    email: row.billing_address.invoiceEmail ?? row.email,
    billingAddress: withApiNames(row.billing_address),
    shipments: view.shipments.map((shipment) => {
      const delivery = deliveries.get(shipment.tag)
      return {
        tag: shipment.tag,
        deliveryType: shipment.deliveryType,
        deliveryAddress:
          shipment.deliveryAddress ??
          (shipment.deliveryType === 'PHYSICAL' && row.delivery_address
            ? { ...row.delivery_address, email: null }
            : null),
        formattedDeliveryDate: delivery ? formatDeliveryWindow(delivery, locale) : '',
        registeredMail: delivery?.registeredMail ?? false,
        packages: shipment.packages,
      }
    }),
    packagesGroups: view.packagesGroups,
    totals: view.totals,
    groupedTotals: view.groupedTotals,
    itemsQty: view.itemsQty,
    invoiceNumber: row.invoice_number,
    invoiceUrl: row.invoice_number ? invoicePath(row.uuid, access) : null,
    canRetryPayment: row.status === 'PENDING' && row.payment_status !== 'pending',
  }
}
