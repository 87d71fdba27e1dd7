import type { CartQuantityQuery } from './generated/graphql'

type QuantityOrder = CartQuantityQuery['cartQuantity']['order']

/** The header count (spec §2): the gift cards of every package; no cart, no cards. */
export const cartQuantityCount = (order: QuantityOrder): number =>
  (order?.shipments ?? [])
    .flatMap((shipment) => shipment.packages)
    .reduce((sum, item) => sum + item.giftcard.qty, 0)
