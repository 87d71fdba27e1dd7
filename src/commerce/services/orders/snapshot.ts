import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'

import type { OrderRow } from '@/commerce/db/order-repository'

/** The domain's view of a placed order row (invoice, e-mails). */
export const placedOrderOf = (row: OrderRow): PlacedOrder => ({
  uuid: row.uuid,
  orderNumber: row.order_number,
  storeId: row.store_id,
  currency: row.currency,
  flow: row.flow ?? 'regular',
  status: row.status,
  placedAt: row.placed_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
  packages: row.packages,
  fees: row.fees,
  billingAddress: row.billing_address,
  deliveryAddress: row.delivery_address,
  deliveries: row.deliveries,
  paymentMethod: row.payment_method,
  invoiceNumber: row.invoice_number,
  cardPayments: row.card_payments ?? [],
})
