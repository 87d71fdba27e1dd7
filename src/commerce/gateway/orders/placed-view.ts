import { formatDeliveryWindow } from '@/commerce/domain/checkout/delivery-window-text'
import type { Locale } from '@/i18n/routing'

import { toOrder } from '../cart/view'
import type { PlacedOrder } from '../generated/resolvers'
import type { OrderRow } from './store'

/** The invoice PDF of a paid order, for its account holder. */
export const invoicePath = (uuid: string) => `/api/orders/${uuid}/invoice/`

/**
 * A placed order as its buyer sees it: the basket view of its own packages and fees (never
 * today's prices), its promised deliveries, and where its payment stands.
 */
export function toPlacedOrder(
  row: OrderRow,
  locale: Locale,
  { owner }: { owner: boolean },
): PlacedOrder {
  const cart = { id: row.id, uuid: row.uuid, packages: row.packages, revision: 0 }
  const settings = { currency: row.currency, fees: row.fees, testCards: false, paymentMethods: [] }
  const view = toOrder(cart, settings, locale)
  const deliveries = new Map(row.deliveries.map((delivery) => [delivery.tag, delivery]))
  return {
    uuid: row.uuid,
    orderNumber: row.order_number,
    status: row.status === 'cart' ? 'PENDING' : row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    placedAt: row.placed_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    email: row.billing_address.invoiceEmail ?? row.email,
    billingAddress: row.billing_address,
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
    invoiceUrl: owner && row.invoice_number ? invoicePath(row.uuid) : null,
    canRetryPayment: row.status === 'PENDING' && row.payment_status !== 'pending',
  }
}
