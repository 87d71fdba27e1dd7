import type { CartPackage } from '../cart'

/** A pack never holds more cards than this (the product field's bound). */
export const MOST_CARDS_PER_PACK = 100

/**
 * The cards a package issues: one per gift card, or every card of every blank pack (posted
 * unloaded, to be activated by their holders). Donations issue none.
 */
export function issuedCardCount(
  item: Pick<CartPackage, 'productType' | 'qty' | 'cardsPerPack'>,
): number {
  if (item.productType === 'giftcard') return item.qty
  if (item.productType === 'blankGiftCardPack') return item.qty * (item.cardsPerPack ?? 1)
  return 0
}
