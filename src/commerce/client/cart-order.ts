import type { CartOrderFragment } from '@/commerce/client/generated/graphql'

/** The cart as the gateway answers it (spec §3 GiftcardOrder). */
export type CartOrder = CartOrderFragment

/** A shipment: one receiver's packages, one line of the cart (GraphQL packagesGroups). */
export type ShipmentLine = CartOrder['packagesGroups'][number]

export type CartPackage = CartOrder['shipments'][number]['packages'][number]

export type CardPreview = ShipmentLine['cardsPreviews'][number]

export const packagesOf = (order: CartOrder): CartPackage[] =>
  order.shipments.flatMap((shipment) => shipment.packages)

/** A group's packages, found in the shipments by id. */
export function linePackages(order: CartOrder, line: ShipmentLine): CartPackage[] {
  const ids = new Set(line.packageIds)
  return packagesOf(order).filter((item) => ids.has(item.id))
}

/** The wrappers and gift packing chosen in a group, each named once. */
export function lineExtras(order: CartOrder, line: ShipmentLine): string[] {
  const titles = linePackages(order, line).flatMap((item) =>
    [item.wrapper, item.giftPacking].flatMap((extra) => (extra ? [extra.variation.title] : [])),
  )
  return [...new Set(titles)]
}

/** The personal messages written in a group, each once, in the packages' order. */
export function lineMessages(order: CartOrder, line: ShipmentLine): string[] {
  const texts = linePackages(order, line).flatMap((item) =>
    item.message && item.message.text.trim() !== '' ? [item.message.text] : [],
  )
  return [...new Set(texts)]
}
