import { randomUUID } from 'node:crypto'

import { type CartPackage, type PricedOption, shipmentTag } from '@/commerce/domain/cart'
import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import { type PackageInput, packageProblems } from '@/commerce/domain/package'
import {
  digitalReceiverSchema,
  physicalReceiverSchema,
  type Receiver,
} from '@/commerce/domain/receiver'
import type { Locale } from '@/i18n/routing'
import type { Payload } from 'payload'

import { errorCodes, gatewayError, type GatewayError } from '@/commerce/services/errors'
import { validationMessage } from '../messages'
import { cartProduct, type CartProduct, packagingOptions } from '@/commerce/services/catalogue'
import type { CartSettings } from '@/commerce/services/store'

type Built = { packages: CartPackage[] } | { errors: GatewayError[] }

const parameter = (path: (string | number)[]) => ['package', ...path].join('.')

async function option(
  payload: Payload,
  storeId: number,
  locale: Locale,
  id: string | null | undefined,
  kind: string,
): Promise<PricedOption | null | undefined> {
  if (!id) return null
  const found = (await packagingOptions(payload, storeId, locale)).find(
    (candidate) => String(candidate.id) === id && candidate.kind === kind,
  )
  if (!found) return undefined
  return { id, title: found.title, price: found.price, withWine: Boolean(found.withWine) }
}

/** A test card in a live store (2032), or a sold-out version (2031). */
export function stockErrors(
  product: CartProduct,
  deliveryType: PackageInput['deliveryType'],
  settings: CartSettings,
  locale: Locale,
  prefix = 'package',
): GatewayError[] {
  const error = (code: number, key: string, field: string) =>
    gatewayError(code, validationMessage(locale, key), `${prefix}.${field}`)
  if (product.testCard && !settings.testCards) {
    return [error(cartErrorCodes.testCard, 'testCard', 'productId')]
  }
  if (product.outOfStock[deliveryType]) {
    return [error(cartErrorCodes.outOfStock, 'outOfStock', 'deliveryType')]
  }
  return []
}

/**
 * The packages a configured input makes, after the rules of its product (the same domain rules
 * the configurator's form runs) and the store's packaging: SPLIT makes one card per receiver.
 */
export async function buildPackages(
  payload: Payload,
  locale: Locale,
  settings: CartSettings,
  input: PackageInput,
): Promise<Built> {
  const product = await cartProduct(payload, settings.storeId, input.productId, locale)
  if (!product) {
    const message = validationMessage(locale, 'productUnavailable')
    return { errors: [gatewayError(errorCodes.invalidParameter, message, 'package.productId')] }
  }
  const problems = packageProblems(input, product)
  if (problems.length > 0) {
    return {
      errors: problems.map((problem) =>
        gatewayError(
          problem.path[0] === 'message' ? cartErrorCodes.invalidNote : errorCodes.invalidParameter,
          validationMessage(locale, problem.message, { values: problem.params, store: settings }),
          parameter(problem.path),
        ),
      ),
    }
  }
  const stock = stockErrors(product, input.deliveryType, settings, locale)
  if (stock.length > 0) return { errors: stock }
  const digital = input.deliveryType === 'DIGITAL'
  const wrapper = await option(
    payload,
    settings.storeId,
    locale,
    input.wrapperId,
    digital ? 'DIGITAL_WRAPPER' : 'WRAPPER',
  )
  const giftPacking = await option(
    payload,
    settings.storeId,
    locale,
    input.giftPackingId,
    'GIFT_PACKING',
  )
  const unavailable = [
    ...(wrapper === undefined ? ['wrapperId'] : []),
    ...(giftPacking === undefined ? ['giftPackingId'] : []),
  ]
  if (unavailable.length > 0) {
    const message = validationMessage(locale, 'packagingUnavailable')
    return {
      errors: unavailable.map((field) =>
        gatewayError(errorCodes.invalidParameter, message, parameter([field])),
      ),
    }
  }
  const base = {
    productId: product.id,
    productType: product.productType,
    ...(product.productType === 'blankGiftCardPack' && { cardsPerPack: product.cardsPerPack }),
    appleType: product.appleType,
    title: product.title,
    path: product.path,
    image: product.image,
    color: product.color,
    sku: product.sku[input.deliveryType],
    deliveryType: input.deliveryType,
    amount: input.amount,
    wrapper: wrapper ?? null,
    giftPacking: giftPacking ?? null,
    message: input.message ?? null,
    deliveryMode: input.deliveryMode,
  }
  // Parsed again to keep the trimmed, known fields only (the input schema checked them).
  const schema = digital ? digitalReceiverSchema() : physicalReceiverSchema
  const receivers: Receiver[] = (input.receivers ?? []).map((receiver) => schema.parse(receiver))
  if (input.deliveryMode === 'SPLIT') {
    return {
      packages: receivers.map((receiver) => ({ ...base, id: randomUUID(), qty: 1, receiver })),
    }
  }
  return {
    packages: [{ ...base, id: randomUUID(), qty: input.qty, receiver: receivers[0] ?? null }],
  }
}

// What makes two packages the same choice (stored JSON does not keep key order).
const choiceKey = (item: CartPackage) =>
  JSON.stringify([
    item.productId,
    item.deliveryType,
    item.amount,
    item.wrapper?.id ?? null,
    item.giftPacking?.id ?? null,
    item.message,
    item.deliveryMode,
    shipmentTag(item),
  ])

/** Adds packages to a cart; the same choice for the same receiver raises the quantity. */
export function mergePackages(existing: CartPackage[], added: CartPackage[]): CartPackage[] {
  const result = existing.map((item) => ({ ...item }))
  for (const item of added) {
    const same = result.find((candidate) => choiceKey(candidate) === choiceKey(item))
    if (same) same.qty += item.qty
    else result.push(item)
  }
  return result
}
