import type { BasketOrderFragment } from '@/commerce/client/generated/graphql'

/** The cart as the gateway answers it (spec §3 GiftcardOrder). */
export type CartOrder = BasketOrderFragment

/** A shipment: one receiver's packages, one line of the cart (GraphQL packagesGroups). */
export type Shipment = CartOrder['packagesGroups'][number]

export type CartPackage = CartOrder['shipments'][number]['packages'][number]

export type CardPreview = Shipment['cardsPreviews'][number]

export const packagesOf = (order: CartOrder): CartPackage[] =>
  order.shipments.flatMap((shipment) => shipment.packages)

/** A group's packages, found in the shipments by id. */
export function groupPackages(order: CartOrder, group: Shipment): CartPackage[] {
  const ids = new Set(group.packageIds)
  return packagesOf(order).filter((item) => ids.has(item.id))
}

/** The wrappers and gift packing chosen in a group, each named once. */
export function groupExtras(order: CartOrder, group: Shipment): string[] {
  const titles = groupPackages(order, group).flatMap((item) =>
    [item.wrapper, item.giftPacking].flatMap((extra) => (extra ? [extra.variation.title] : [])),
  )
  return [...new Set(titles)]
}

/** The personal messages written in a group, each once, in the packages' order. */
export function groupMessages(order: CartOrder, group: Shipment): string[] {
  const texts = groupPackages(order, group).flatMap((item) =>
    item.message && item.message.text.trim() !== '' ? [item.message.text] : [],
  )
  return [...new Set(texts)]
}
