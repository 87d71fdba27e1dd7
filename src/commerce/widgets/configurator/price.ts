import type { PackageInput } from '@/commerce/domain/package'

import type { PackagingChoice } from './types'

export type ConfigurationPrice = { cards: number; extras: number; total: number }

/**
 * What the package costs as composed, in cents: the cards, then the wrapper and gift packing
 * that go with every card (the note is free), as the cart prices them. Null until the amount is
 * a whole positive number; the rules decide later whether the product accepts it.
 */
export function configurationPrice(
  input: Pick<PackageInput, 'amount' | 'qty' | 'wrapperId' | 'giftPackingId'>,
  packaging: readonly Pick<PackagingChoice, 'id' | 'price'>[],
): ConfigurationPrice | null {
  const { amount, qty } = input
  if (!Number.isInteger(amount) || amount <= 0 || !Number.isInteger(qty) || qty < 1) return null
  const priceOf = (id: string | null | undefined) =>
    packaging.find((option) => option.id === id)?.price ?? 0
  const cards = qty * amount
  const extras = qty * (priceOf(input.wrapperId) + priceOf(input.giftPackingId))
  return { cards, extras, total: cards + extras }
}
