import type { CartPackage } from '../cart'

/** A pack never holds more cards than this, whatever its title says. */
const MOST_CARDS_PER_PACK = 100

/**
 * How many blank cards one pack holds. Products have no field for it yet, so it is read from the
 * pack's title ('Lot de 10 cartes vierges'); a title without a number is a single card.
 */
export function cardsPerPack(title: string): number {
  const count = Number(/\d+/.exec(title)?.[0] ?? 1)
  return Math.min(Math.max(count, 1), MOST_CARDS_PER_PACK)
}

/**
 * The cards a package issues: one per gift card, or every card of every blank pack (posted
 * unloaded, to be activated by their holders). Donations issue none.
 */
export function issuedCardCount(item: Pick<CartPackage, 'productType' | 'qty' | 'title'>): number {
  if (item.productType === 'giftcard') return item.qty
  if (item.productType === 'blankGiftCardPack') return item.qty * cardsPerPack(item.title)
  return 0
}
