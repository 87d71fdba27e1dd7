import { toCents, toUnits } from '@/commerce/domain/money'
import type { DeliveryMode, DeliveryType, PackageInput } from '@/commerce/domain/package'
import type { DigitalReceiver, PhysicalReceiver } from '@/commerce/domain/receiver'

import type { ConfiguratorProduct } from './types'

export type ReceiverValues = DigitalReceiver | PhysicalReceiver

/**
 * What the shopper is composing. Fields keep the names of the package (PackageInput) so the
 * rules' issues and the gateway's referenced parameters land on them as they are.
 */
export type ConfiguratorValues = {
  deliveryType: DeliveryType
  /** Cents; null while nothing is chosen, NaN for text that is not a number. */
  amount: number | null
  qty: number
  /** '' for none. */
  wrapperId: string
  giftPackingId: string
  withMessage: boolean
  message: string
  deliveryMode: DeliveryMode
  /** Every receiver entered: SINGLE sends the first, SPLIT the first `qty`. */
  receivers: ReceiverValues[]
}

/** A config with a single fixed price leaves nothing to choose: it is chosen. */
export function defaultAmount(product: ConfiguratorProduct, type: DeliveryType): number | null {
  const config = type === 'DIGITAL' ? product.digital : product.physical
  return config.hasFixedPrices && config.pricesToShow.length === 1 ? config.pricesToShow[0]! : null
}

export function defaultValues(product: ConfiguratorProduct): ConfiguratorValues {
  const deliveryType = product.digital.available ? 'DIGITAL' : 'PHYSICAL'
  return {
    deliveryType,
    amount: defaultAmount(product, deliveryType),
    qty: 1,
    wrapperId: '',
    giftPackingId: '',
    withMessage: false,
    message: '',
    deliveryMode: 'DEFAULT',
    receivers: [],
  }
}

/** How many receivers a mode needs. */
export const receiversWanted = (mode: DeliveryMode, qty: number): number =>
  ({ DEFAULT: 0, SINGLE: 1, SPLIT: qty })[mode]

/** The form for a package of the cart being edited: what it was configured with. */
export const valuesOf = (input: PackageInput): ConfiguratorValues => ({
  deliveryType: input.deliveryType,
  amount: input.amount,
  qty: input.qty,
  wrapperId: input.wrapperId ?? '',
  giftPackingId: input.giftPackingId ?? '',
  withMessage: input.message != null,
  message: input.message ?? '',
  deliveryMode: input.deliveryMode,
  receivers: (input.receivers ?? []) as ReceiverValues[],
})

/**
 * The receivers entered that a new mode or quantity leaves without a card: an edited cart
 * line asks before it loses them (the reset receiver confirmation).
 */
export const receiversDropped = (
  receivers: ReceiverValues[],
  mode: DeliveryMode,
  qty: number,
): ReceiverValues[] => receivers.slice(receiversWanted(mode, qty))

/**
 * The package the form describes: only what the product's kind offers (a donation or a blank
 * pack is an amount and a quantity for the buyer), gift packing only around posted cards.
 */
export function toPackageInput(values: ConfiguratorValues, product: ConfiguratorProduct) {
  const extras = product.productType === 'giftcard'
  const mode = extras ? values.deliveryMode : 'DEFAULT'
  const wanted = receiversWanted(mode, values.qty)
  const input: PackageInput = {
    productId: product.id,
    deliveryType: values.deliveryType,
    amount: values.amount ?? Number.NaN,
    qty: values.qty,
    wrapperId: (extras && values.wrapperId) || null,
    giftPackingId: (extras && values.deliveryType === 'PHYSICAL' && values.giftPackingId) || null,
    message: extras && values.withMessage ? values.message : null,
    deliveryMode: mode,
    receivers: wanted > 0 ? values.receivers.slice(0, wanted) : null,
  }
  return input
}

/**
 * Cents for what the shopper typed in euros ('25', '25,50'): null when empty, NaN when it is not
 * a number. Whether the amount is acceptable is the rules' say (whole, in range).
 */
export function centsOf(text: string): number | null {
  const plain = text.replace(/\s/g, '').replace(',', '.')
  if (plain === '') return null
  return /^-?\d+(\.\d+)?$/.test(plain) ? toCents(Number(plain)) : Number.NaN
}

/** The euros text of an amount in cents, as the input shows it. */
export const eurosText = (cents: number | null): string =>
  cents === null || !Number.isFinite(cents) ? '' : String(toUnits(cents)).replace('.', ',')

// Key order differs between a receiver read from the cart and one the form parsed.
const receiverKey = (receiver: ReceiverValues) =>
  JSON.stringify(
    Object.entries(receiver)
      .filter(([, value]) => value != null)
      .sort(),
  )

/**
 * Whether a receiver is one the edited cart line already sends to (the form's default values
 * when it opened): changing that one asks first, a receiver added meanwhile does not.
 */
export const inCart = (receiver: ReceiverValues, cart: readonly ReceiverValues[]): boolean =>
  cart.some((candidate) => receiverKey(candidate) === receiverKey(receiver))
