import type { CustomerType } from '../account/address'
import type { CartPackage } from '../cart'
import type { OrderCardPayment } from '../redeem/redeem-settlement'
import type { Fees } from '../totals'

/** Spec §3 order statuses; `cart` is a cart not ordered yet. */
export const ORDER_STATUSES = ['cart', 'PENDING', 'COMPLETED', 'CANCELED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Spec §3 order flow kinds, and the exchange of a card's balance (redeem). */
export const ORDER_FLOWS = ['regular', 'reorder', 'activation', 'redeem'] as const
export type OrderFlow = (typeof ORDER_FLOWS)[number]

/**
 * The billing address of a placed order (spec §3 Address, billing adds referenceNumber and
 * chamberOfCommerceNumber; the business VAT number travels with it).
 */
export type BillingAddress = {
  customerType: CustomerType
  firstName: string
  lastName: string
  companyName: string | null
  /** SIREN of a French business (the spec's chamber-of-commerce number). */
  chamberOfCommerceNumber: string | null
  vatNumber: string | null
  referenceNumber: string | null
  email: string
  invoiceEmail: string | null
  phoneNumber: string | null
  street: string
  houseNumber: number
  suffix: string | null
  postCode: string
  city: string
  countryCode: string
}

/** Where the buyer's own posted cards go (packages without a receiver). */
export type PostalAddress = {
  firstName: string
  lastName: string
  companyName: string | null
  street: string
  houseNumber: number
  suffix: string | null
  postCode: string
  city: string
  countryCode: string
}

/** A shipment's promised delivery, fixed when the order is placed. */
export type ShipmentDelivery = {
  tag: string
  deliveryType: CartPackage['deliveryType']
  /** ISO date (YYYY-MM-DD) of the earliest and latest arrival; the same day for e-mail. */
  earliest: string
  latest: string
  registeredMail: boolean
}

/**
 * What an order keeps from the moment it is placed: the packages and prices of its cart, the
 * store's fees of that moment, and the buyer's addresses. Invoices, e-mails and the account's
 * order history are rendered from this, never from today's catalogue.
 */
export type PlacedOrder = {
  uuid: string
  /** Shown to the buyer and on the invoice, e.g. 'CC-52-000123'. */
  orderNumber: string
  storeId: number
  currency: string
  flow: OrderFlow
  status: OrderStatus
  placedAt: string
  paidAt: string | null
  packages: CartPackage[]
  fees: Fees
  billingAddress: BillingAddress
  deliveryAddress: PostalAddress | null
  deliveries: ShipmentDelivery[]
  /** The payment method's id as the provider names it ('creditcard', 'paypal', …). */
  paymentMethod: string | null
  /** Given when paid: 'F52-2026-000123'. */
  invoiceNumber: string | null
  /** What each gift card paid of a redeem order; empty for any other order. */
  cardPayments: OrderCardPayment[]
}
