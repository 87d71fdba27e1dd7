import { shipmentsOf } from '../cart'
import { redeemSettlement, type RedeemSettlement } from '../redeem/redeem-settlement'
import { cartTotals, includedVat } from '../totals'
import type { BillingAddress, PlacedOrder } from './placed-order'

/** The store as the invoice names it: its organisation data. */
export type Seller = {
  /** The name the store trades under, heading the invoice. */
  name: string
  /** The legal entity that sells (Carte Cadeau SAS): the trading name when none is set. */
  legalName: string
  street: string | null
  postCode: string | null
  city: string | null
  countryCode: string | null
  email: string | null
  /** Its number in its country's company register (SIREN, KBO, KvK). */
  companyNumber: string | null
  vatNumber: string | null
}

/** The Stores collection's organisation group, as far as an invoice needs it. */
export type Organisation = {
  name: string
  legalName?: string | null
  companyNumber?: string | null
  vatNumber?: string | null
  customerService?: { email?: string | null } | null
  postalAddress?: {
    street?: string | null
    postCode?: string | null
    city?: string | null
    countryCode?: string | null
  } | null
}

export const sellerOf = (organisation: Organisation): Seller => ({
  name: organisation.name,
  legalName: organisation.legalName || organisation.name,
  street: organisation.postalAddress?.street ?? null,
  postCode: organisation.postalAddress?.postCode ?? null,
  city: organisation.postalAddress?.city ?? null,
  countryCode: organisation.postalAddress?.countryCode ?? null,
  email: organisation.customerService?.email ?? null,
  companyNumber: organisation.companyNumber || null,
  vatNumber: organisation.vatNumber || null,
})

/** Who pays: a business shows its registration data, a private buyer the name only. */
export type InvoiceBuyer = {
  customerType: BillingAddress['customerType']
  /** The company for a business, the person otherwise. */
  name: string
  /** The person at a business; null for a private buyer. */
  contactName: string | null
  chamberOfCommerceNumber: string | null
  vatNumber: string | null
  referenceNumber: string | null
  address: BillingAddress
  email: string
}

export type InvoiceLineKind =
  | 'giftcard'
  | 'donation'
  | 'blankGiftCardPack'
  | 'wrapper'
  | 'giftPacking'
  | 'standardShipping'
  | 'registeredShipping'
  | 'serviceFee'

/**
 * One line, VAT included in its prices (cents). vatRate is in basis points, null where the line
 * is exempt (gift cards and donations are means of payment, not goods).
 */
export type InvoiceLine = {
  kind: InvoiceLineKind
  /** The product, wrapper or packing title; for postage the receiver's name, if any. */
  description: string | null
  deliveryType: 'DIGITAL' | 'PHYSICAL' | null
  quantity: number
  unitPrice: number
  total: number
  vatRate: number | null
}

/** Amounts per VAT rate: the exempt base (rate null) and the taxed base without its VAT. */
export type VatSummaryRow = { vatRate: number | null; base: number; vat: number }

export type InvoiceTotals = {
  /** Cards, wrappers and packing (cartTotals' subTotal). */
  subTotal: number
  shippingTotal: number
  serviceFee: number
  vat: number
  grandTotal: number
  grandTotalWithoutTax: number
}

export type Invoice = {
  number: string
  orderNumber: string
  currency: string
  /** ISO date-times: issued when paid, hence issuedAt equals paidAt. */
  issuedAt: string
  orderedAt: string
  paidAt: string
  paymentMethod: string | null
  seller: Seller
  buyer: InvoiceBuyer
  lines: InvoiceLine[]
  vatSummary: VatSummaryRow[]
  totals: InvoiceTotals
  /** A redeem order's payment by its gift cards and the shortfall; null for any other order. */
  settlement: RedeemSettlement | null
}

const line = (
  kind: InvoiceLineKind,
  description: string | null,
  deliveryType: InvoiceLine['deliveryType'],
  quantity: number,
  unitPrice: number,
  vatRate: number | null,
): InvoiceLine => ({
  kind,
  description,
  deliveryType,
  quantity,
  unitPrice,
  total: quantity * unitPrice,
  vatRate,
})

function buyerOf(address: BillingAddress): InvoiceBuyer {
  const person = `${address.firstName} ${address.lastName}`.trim()
  const business = address.customerType === 'BUSINESS'
  return {
    customerType: address.customerType,
    name: business && address.companyName ? address.companyName : person,
    contactName: business ? person : null,
    chamberOfCommerceNumber: business ? address.chamberOfCommerceNumber : null,
    vatNumber: business ? address.vatNumber : null,
    referenceNumber: business ? address.referenceNumber : null,
    address,
    email: address.invoiceEmail ?? address.email,
  }
}

function linesOf(order: PlacedOrder): InvoiceLine[] {
  const { packages, fees } = order
  const rate = fees.vatRate
  const goods = packages.flatMap((item) => [
    line(item.productType, item.title, item.deliveryType, item.qty, item.amount, null),
    ...(item.wrapper
      ? [line('wrapper', item.wrapper.title, null, item.qty, item.wrapper.price, rate)]
      : []),
    ...(item.giftPacking
      ? [line('giftPacking', item.giftPacking.title, null, item.qty, item.giftPacking.price, rate)]
      : []),
  ])
  // cartTotals prices the posted shipments in shipmentsOf's order: pair each with its receiver.
  const posted = shipmentsOf(packages).filter((shipment) => shipment.deliveryType === 'PHYSICAL')
  const { adjustments } = cartTotals(packages, fees)
  const postage = adjustments
    .filter((adjustment) => adjustment.adjustmentType === 'shipping')
    .map((adjustment, index) => {
      const receiver = posted[index]?.packages[0]?.receiver
      const kind =
        adjustment.key === 'registeredShipping' ? 'registeredShipping' : 'standardShipping'
      return line(kind, receiver?.name ?? null, 'PHYSICAL', 1, adjustment.price, rate)
    })
  const service = adjustments
    .filter((adjustment) => adjustment.adjustmentType === 'serviceFee')
    .map((adjustment) => line('serviceFee', null, null, 1, adjustment.price, rate))
  return [...goods, ...postage, ...service]
}

/**
 * The invoice of a paid order, from its snapshot only, so that it reads the same every time it is
 * downloaded. Its totals are cartTotals' to the cent: VAT is taken once on the taxed lines' sum.
 */
export function invoiceOf(order: PlacedOrder, seller: Seller): Invoice {
  if (!order.invoiceNumber || !order.paidAt) {
    throw new Error(`Order ${order.orderNumber} has no invoice before it is paid`)
  }
  const totals = cartTotals(order.packages, order.fees)
  const lines = linesOf(order)
  const sumOf = (rows: InvoiceLine[]) => rows.reduce((sum, row) => sum + row.total, 0)
  const exempt = sumOf(lines.filter((row) => row.vatRate === null))
  const taxed = sumOf(lines.filter((row) => row.vatRate !== null))
  const vat = includedVat(taxed, order.fees.vatRate)
  const vatSummary: VatSummaryRow[] = [
    ...(exempt > 0 ? [{ vatRate: null, base: exempt, vat: 0 }] : []),
    ...(taxed > 0 ? [{ vatRate: order.fees.vatRate, base: taxed - vat, vat }] : []),
  ]
  return {
    number: order.invoiceNumber,
    orderNumber: order.orderNumber,
    currency: order.currency,
    issuedAt: order.paidAt,
    orderedAt: order.placedAt,
    paidAt: order.paidAt,
    paymentMethod: order.paymentMethod,
    seller,
    buyer: buyerOf(order.billingAddress),
    lines,
    vatSummary,
    totals: {
      subTotal: totals.subTotal,
      shippingTotal: totals.shippingTotal,
      serviceFee: totals.serviceFee,
      vat: totals.grandTotal - totals.grandTotalWithoutTax,
      grandTotal: totals.grandTotal,
      grandTotalWithoutTax: totals.grandTotalWithoutTax,
    },
    settlement: redeemSettlement(order.cardPayments, totals.grandTotal),
  }
}
