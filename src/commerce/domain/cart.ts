import type { DeliveryMode, DeliveryType, PackageProduct } from './package'
import { isPhysicalReceiver, type Receiver } from './receiver'
import { BUYER_TAG } from './shipment-tag'

/**
 * A wrapper or gift packing as chosen, with its price per card in cents; `withWine` when it holds
 * wine (its shipment then goes registered, spec §9). Carts kept before it was known lack it.
 */
export type PricedOption = { id: string; title: string; price: number; withWine?: boolean }

/**
 * A package as the cart keeps it: what was chosen, and the product facts and prices of the moment
 * it was added (a later price change does not alter a cart the shopper is looking at).
 */
export type CartPackage = {
  id: string
  productId: string
  productType: PackageProduct['productType']
  appleType: boolean
  title: string
  /** Blank card packs only: the cards one pack holds, as the product said when it was added. */
  cardsPerPack?: number
  /** The product page's path in the cart's language. */
  path: string
  image: { url: string; alt: string } | null
  color: { color: string; opacity: number }
  sku: string | null
  deliveryType: DeliveryType
  amount: number
  qty: number
  wrapper: PricedOption | null
  giftPacking: PricedOption | null
  message: string | null
  deliveryMode: DeliveryMode
  receiver: Receiver | null
}

/** The cards of a package and their extras, in cents: wrapper and packing go with every card. */
export const packageTotal = (item: CartPackage): number =>
  item.qty * (item.amount + (item.wrapper?.price ?? 0) + (item.giftPacking?.price ?? 0))

export const extrasTotal = (item: CartPackage): number =>
  packageTotal(item) - item.qty * item.amount

// FNV-1a: a short, stable tag for a receiver, with no I/O and no dependency.
function fnv(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

const receiverKey = (receiver: Receiver): string =>
  isPhysicalReceiver(receiver)
    ? [
        receiver.name,
        receiver.street,
        receiver.houseNumber,
        receiver.suffix ?? '',
        receiver.postCode,
      ]
        .join('|')
        .toLowerCase()
    : [receiver.email.toLowerCase(), receiver.deliveryDate ?? ''].join('|')

/**
 * The shipment a package travels in: the buyer's own (one for e-mail, one for post) or one per
 * receiver, so two packages for the same person travel together.
 */
export function shipmentTag(item: CartPackage): string {
  const type = item.deliveryType.toLowerCase()
  return item.receiver ? `${type}-${fnv(receiverKey(item.receiver))}` : `${BUYER_TAG}${type}`
}

export type Shipment = { tag: string; deliveryType: DeliveryType; packages: CartPackage[] }

/** Packages per shipment, in the order they were first added. */
export function shipmentsOf(packages: CartPackage[]): Shipment[] {
  const byTag = new Map<string, Shipment>()
  for (const item of packages) {
    const tag = shipmentTag(item)
    const shipment = byTag.get(tag) ?? { tag, deliveryType: item.deliveryType, packages: [] }
    shipment.packages.push(item)
    byTag.set(tag, shipment)
  }
  return [...byTag.values()]
}

/** Cards in the cart: the header count (spec §2, the sum of package quantities). */
export const cardCount = (packages: CartPackage[]): number =>
  packages.reduce((sum, item) => sum + item.qty, 0)
