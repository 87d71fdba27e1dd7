import { type CheckedCard, checkCard } from '../cards/card-check'

/** An entry of a month's draw with what the draw reads of its card. */
export type DrawEntry = { entryId: number; cardId: number; card: CheckedCard }

/**
 * The entries that can win: their card still usable today (the store's date) in this store, with a
 * balance to double. A blocked, expired, emptied or foreign card drops out of the draw.
 */
export const eligibleEntries = <E extends DrawEntry>(
  entries: readonly E[],
  { storeId, today }: { storeId: number; today: string },
): E[] => entries.filter((entry) => checkCard(entry.card, { storeId, today, mustPay: true }).ok)
