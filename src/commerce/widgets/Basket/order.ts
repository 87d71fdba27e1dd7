import type { BasketOrderFragment } from '@/commerce/client/generated/graphql'

/** The basket as the gateway answers it (spec §3 GiftcardOrder). */
export type BasketOrder = BasketOrderFragment

/** A basket line: one receiver's packages. */
export type BasketGroup = BasketOrder['packagesGroups'][number]

export type BasketPackage = BasketOrder['shipments'][number]['packages'][number]

export type CardPreview = BasketGroup['cardsPreviews'][number]

export const packagesOf = (order: BasketOrder): BasketPackage[] =>
  order.shipments.flatMap((shipment) => shipment.packages)

/** A group's packages, found in the shipments by id. */
export function groupPackages(order: BasketOrder, group: BasketGroup): BasketPackage[] {
  const ids = new Set(group.packageIds)
  return packagesOf(order).filter((item) => ids.has(item.id))
}

/** The wrappers and gift packing chosen in a group, each named once. */
export function groupExtras(order: BasketOrder, group: BasketGroup): string[] {
  const titles = groupPackages(order, group).flatMap((item) =>
    [item.wrapper, item.giftPacking].flatMap((extra) => (extra ? [extra.variation.title] : [])),
  )
  return [...new Set(titles)]
}
