import { type CartPackage, extrasTotal, packageTotal, type Shipment, shipmentsOf } from './cart'

/** A store's fees in cents; vatRate in basis points (2000 is 20 %). */
export type Fees = {
  serviceFee: number
  standardShipping: number
  registeredShipping: number
  /** A posted shipment worth more than this goes by registered mail (spec §9: 300 €); with wine, always. */
  registeredAbove: number
  vatRate: number
}

export type AdjustmentType = 'shipping' | 'serviceFee'
export type Adjustment = { adjustmentType: AdjustmentType; key: string; price: number }

export type CartTotals = {
  subTotal: number
  adjustments: Adjustment[]
  /** Shipping adjustments summed (spec §9). */
  shippingTotal: number
  serviceFee: number
  grandTotal: number
  grandTotalWithoutTax: number
  digitalTotal: { qty: number; price: number }
  physicalTotal: { qty: number; price: number }
  /** Wrappers and gift packing. */
  extraMoney: number
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** VAT inside a VAT-included amount, rounded half up to the cent. */
export const includedVat = (gross: number, rate: number): number =>
  Math.round((gross * rate) / (10_000 + rate))

const holdsWine = (item: CartPackage): boolean =>
  Boolean(item.wrapper?.withWine || item.giftPacking?.withWine)

/**
 * A posted shipment goes registered when its cards are worth more than the store's threshold, or
 * when it holds wine (spec §9: "registered mail by default above 300 euros or with wine").
 */
export const goesRegistered = (shipment: Shipment, fees: Fees): boolean =>
  shipment.deliveryType === 'PHYSICAL' &&
  (sum(shipment.packages.map((item) => item.qty * item.amount)) > fees.registeredAbove ||
    shipment.packages.some(holdsWine))

function shippingOf(shipment: Shipment, fees: Fees): Adjustment | null {
  if (shipment.deliveryType !== 'PHYSICAL') return null
  return goesRegistered(shipment, fees)
    ? { adjustmentType: 'shipping', key: 'registeredShipping', price: fees.registeredShipping }
    : { adjustmentType: 'shipping', key: 'standardShipping', price: fees.standardShipping }
}

/**
 * The cart's totals, exact to the cent (spec §3 totals and groupedTotals): gift cards are
 * VAT-exempt; wrappers, packing, postage and the service fee include VAT. An empty cart costs 0.
 */
export function cartTotals(packages: CartPackage[], fees: Fees): CartTotals {
  const subTotal = sum(packages.map(packageTotal))
  const shipping = shipmentsOf(packages)
    .map((shipment) => shippingOf(shipment, fees))
    .filter((adjustment): adjustment is Adjustment => adjustment !== null)
  const service: Adjustment[] =
    packages.length > 0 && fees.serviceFee > 0
      ? [{ adjustmentType: 'serviceFee', key: 'serviceFee', price: fees.serviceFee }]
      : []
  const adjustments = [...shipping, ...service]
  const grandTotal = subTotal + sum(adjustments.map((adjustment) => adjustment.price))
  const extraMoney = sum(packages.map(extrasTotal))
  const taxable = extraMoney + sum(adjustments.map((adjustment) => adjustment.price))
  const byType = (type: CartPackage['deliveryType']) => {
    const items = packages.filter((item) => item.deliveryType === type)
    return {
      qty: sum(items.map((item) => item.qty)),
      price: sum(items.map((item) => item.qty * item.amount)),
    }
  }
  return {
    subTotal,
    adjustments,
    shippingTotal: sum(shipping.map((adjustment) => adjustment.price)),
    serviceFee: sum(service.map((adjustment) => adjustment.price)),
    grandTotal,
    grandTotalWithoutTax: grandTotal - includedVat(taxable, fees.vatRate),
    digitalTotal: byType('DIGITAL'),
    physicalTotal: byType('PHYSICAL'),
    extraMoney,
  }
}
