import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import type { RedeemPackageInput } from '@/commerce/domain/redeem/redeem-input'
import {
  redeemAmountBounds,
  redeemAmountProblem,
  splitRedeemAmount,
} from '@/commerce/domain/redeem/redeem-rules'
import type { Locale } from '@/i18n/routing'

import { cardError, errorCodes, gatewayError, type GatewayError } from '@/commerce/services/errors'
import { moneyIn, type StoreMoney, validationMessage } from '../messages'
import { redeemProduct, type RedeemProduct } from '@/commerce/services/catalogue'

export type Built = { packages: CartPackage[] } | { errors: GatewayError[] }

/** Why a product may not be chosen for this amount, as errors on `prefix`; none when it may. */
export function choiceErrors(
  locale: Locale,
  store: StoreMoney,
  product: RedeemProduct | null,
  deliveryType: CartPackage['deliveryType'],
  amount: number,
  prefix = 'input',
): GatewayError[] {
  if (!product) return [cardError(locale, 'cardNotAvailableForRedeem', {}, `${prefix}.productId`)]
  const problem = redeemAmountProblem(product, deliveryType, amount)
  if (problem && 'card' in problem) {
    const money = moneyIn(locale, store)(problem.amount ?? 0)
    const parameter = `${prefix}.${problem.card === 'redeemMinimumValue' ? 'amount' : 'productId'}`
    return [cardError(locale, problem.card, { amount: money }, parameter)]
  }
  if (problem) {
    const message = validationMessage(locale, problem.validation, { values: problem.params, store })
    return [gatewayError(errorCodes.invalidParameter, message, `${prefix}.amount`)]
  }
  if (product.outOfStock[deliveryType]) {
    const message = validationMessage(locale, 'outOfStock')
    return [gatewayError(cartErrorCodes.outOfStock, message, `${prefix}.deliveryType`)]
  }
  return []
}

/**
 * The packages one chosen card makes: the redeem rules of its product, then its amount split
 * into cards of at most 150 € (one package per value, `qty` cards each; see redeem-rules.ts).
 * Donations are not cards: they stay whole, and take no note and no receiver.
 */
export async function buildRedeemPackages(
  payload: Payload,
  storeId: number,
  locale: Locale,
  store: StoreMoney,
  input: RedeemPackageInput,
): Promise<Built> {
  const product = await redeemProduct(payload, storeId, input.productId, locale)
  const errors = choiceErrors(locale, store, product, input.deliveryType, input.amount)
  if (errors.length > 0 || !product) return { errors }
  const giftcard = product.productType === 'giftcard'
  if (!giftcard && (input.message || input.receiver)) {
    const message = validationMessage(locale, 'optionUnavailable')
    const field = input.message ? 'message' : 'receiver'
    return { errors: [gatewayError(errorCodes.invalidParameter, message, `input.${field}`)] }
  }
  const { min } = redeemAmountBounds(product, input.deliveryType)!
  const pieces = giftcard
    ? splitRedeemAmount(input.amount, min)
    : [{ amount: input.amount, qty: 1 }]
  return {
    packages: pieces.map((piece) => ({
      id: randomUUID(),
      productId: product.id,
      productType: product.productType,
      appleType: product.appleType,
      title: product.title,
      path: product.path,
      image: product.view.image && { url: product.view.image.url, alt: product.view.image.alt },
      color: product.view.backgroundColor ?? { color: '#f5f2ee', opacity: 100 },
      sku: product.sku[input.deliveryType],
      deliveryType: input.deliveryType,
      amount: piece.amount,
      qty: piece.qty * input.qty,
      wrapper: null,
      giftPacking: null,
      message: input.message,
      deliveryMode: input.receiver ? 'SINGLE' : 'DEFAULT',
      receiver: input.receiver,
    })),
  }
}
