import type { Payload } from 'payload'

import { type Organisation, sellerOf, type Seller } from '@/commerce/domain/orders/invoice'
import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'
import { type BankAccount, completeBankAccount } from '@/commerce/domain/payments/bank-account'
import { memo } from '@/server/cache/memo'

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

export type StoreContact = {
  seller: Seller
  businessEmail: string | null
  name: string
  /** Where bank transfers go; null until every part is filled in. */
  bankAccount: BankAccount | null
}

const contacts = memo<StoreContact>('store-contact')

/** The store's organisation (invoice seller), business contact and bank account, cached a minute. */
export const storeContact = (payload: Payload, storeId: number) =>
  contacts([storeId], async () => {
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: storeId } },
      depth: 0,
      limit: 1,
      pagination: false,
      select: { name: true, organisation: true, businessContact: true, bankAccount: true },
    })
    const store = docs[0]
    if (!store) throw new Error(`Store ${storeId} does not exist`)
    const organisation = (store.organisation ?? { name: store.name }) as Organisation
    return {
      seller: sellerOf({ ...organisation, name: organisation.name || store.name }),
      businessEmail: store.businessContact?.email ?? null,
      name: store.name,
      bankAccount: completeBankAccount(store.bankAccount),
    }
  })
