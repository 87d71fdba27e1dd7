import type { PackageInput } from '@/commerce/domain/package'

import { configurationPrice } from './price'
import type { PackagingChoice } from './types'

/** One priced line of the product order overview: what, how many, at what, for how much. */
export type PricedLine = {
  kind: 'cards' | 'wrapper' | 'giftPacking'
  title: string
  qty: number
  /** Per card, in cents. */
  each: number
  total: number
}

export type ProductOrderOverview = { lines: PricedLine[]; total: number }

/**
 * What the composed package costs, line by line (spec §2 "product order overview"): the cards,
 * then each option chosen with its price per card. Null while the price is not known yet (no
 * amount, a quantity being typed); its total is the price summary's.
 */
export function productOrderOverview(
  input: Pick<PackageInput, 'amount' | 'qty' | 'wrapperId' | 'giftPackingId'>,
  productTitle: string,
  packaging: readonly Pick<PackagingChoice, 'id' | 'title' | 'price'>[],
): ProductOrderOverview | null {
  const price = configurationPrice(input, packaging)
  if (!price) return null
  const { qty, amount } = input
  const lines: PricedLine[] = [
    { kind: 'cards', title: productTitle, qty, each: amount, total: price.cards },
  ]
  for (const [kind, id] of [
    ['wrapper', input.wrapperId],
    ['giftPacking', input.giftPackingId],
  ] as const) {
    const option = packaging.find((choice) => choice.id === id)
    if (option)
      lines.push({ kind, title: option.title, qty, each: option.price, total: qty * option.price })
  }
  return { lines, total: price.total }
}
