import type { Payload } from 'payload'

import { cardOwner, type CardOwner } from '@/commerce/domain/cards/card-number'
import { cardPrefixes } from '@/commerce/services/store'

/**
 * Whose card a well-formed number is, asked on `storeId`, from the stores' prefixes: another of
 * our stores' card is told by its prefix alone (spec §4 wrong store), before any card is read.
 */
export async function cardOwnerOn(
  payload: Payload,
  storeId: number,
  cardNumber: string,
): Promise<CardOwner> {
  const prefixes = await cardPrefixes(payload)
  const knownPrefixes = Object.values(prefixes)
  return cardOwner(cardNumber, { prefix: prefixes[storeId] ?? '', knownPrefixes })
}
