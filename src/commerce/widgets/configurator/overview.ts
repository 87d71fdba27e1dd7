import { type ConfiguratorValues, type ReceiverValues, toPackageInput } from './form-values'
import type { ConfiguratorProduct, PackagingChoice } from './types'

/** One line of the delivery overview: who (null for the buyer) and what they get. */
export type OverviewLine = {
  receiver: ReceiverValues | null
  qty: number
  amount: number
  wrapper: string | null
  giftPacking: string | null
  message: string | null
}

/**
 * Who receives what, as composed (spec §2 "product delivery overview"): the buyer everything,
 * one receiver everything, or one card each; a receiver still to enter is a line with none.
 */
export function deliveryOverview(
  values: ConfiguratorValues,
  product: ConfiguratorProduct,
  packaging: readonly PackagingChoice[],
): OverviewLine[] {
  const input = toPackageInput(values, product)
  const titleOf = (id: string | null | undefined) =>
    packaging.find((option) => option.id === id)?.title ?? null
  const line = (receiver: ReceiverValues | null, qty: number): OverviewLine => ({
    receiver,
    qty,
    amount: input.amount,
    wrapper: titleOf(input.wrapperId),
    giftPacking: titleOf(input.giftPackingId),
    message: input.message ?? null,
  })
  const receivers = (input.receivers ?? []) as ReceiverValues[]
  switch (input.deliveryMode) {
    case 'DEFAULT':
      return [line(null, input.qty)]
    case 'SINGLE':
      return [line(receivers[0] ?? null, input.qty)]
    case 'SPLIT':
      return Array.from({ length: input.qty }, (_, index) => line(receivers[index] ?? null, 1))
  }
}
