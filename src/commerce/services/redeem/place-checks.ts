import { checkCard } from '@/commerce/domain/cards/card-check'
import type { CartPackage } from '@/commerce/domain/cart'
import { deliveryAddressSchema } from '@/commerce/domain/checkout/checkout-addresses'
import {
  deliveryAddressOf,
  paymentDetailsProblems,
} from '@/commerce/domain/checkout/checkout-input'
import { intlLocale } from '@/commerce/domain/money'
import type { PlaceRedeemOrder } from '@/commerce/domain/redeem/redeem-input'
import type { RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'
import type { Locale } from '@/i18n/routing'
import { formatCardDate } from '@/commerce/services/cards'
import { storePaymentMethods } from '@/commerce/services/payments'

import {
  cardError,
  errorCodes,
  gatewayError,
  type GatewayError,
  orderError,
  orderLimitErrors,
} from '@/commerce/services/errors'
import type { RedeemProducts } from '@/commerce/services/catalogue'
import type { CartSettings } from '@/commerce/services/store'
import { validationMessage } from '../messages'
import { choiceErrors } from './packages'
import type { SourceCard } from './sources'

const invalid = (locale: Locale, key: string, parameter: string) =>
  gatewayError(errorCodes.invalidParameter, validationMessage(locale, key), parameter)

export const needsDeliveryAddress = (packages: CartPackage[]) =>
  packages.some((item) => item.deliveryType === 'PHYSICAL' && !item.receiver)

/**
 * The card checks of spec §4 once more, on the locked cards: each must still exist, belong to
 * this store, be usable and hold money (a card emptied since it was added cannot pay).
 */
export function sourceErrors(
  locale: Locale,
  refs: RedeemCardRef[],
  sources: SourceCard[],
  { storeId, country }: Pick<CartSettings, 'storeId' | 'country'>,
  today: string,
): GatewayError[] {
  if (refs.length === 0 || sources.length < refs.length) {
    return [cardError(locale, refs.length === 0 ? 'noBalance' : 'unknown', {}, 'payments')]
  }
  return sources.flatMap((source, index) => {
    const check = checkCard(source, { storeId, today, mustPay: true })
    if (check.ok) return []
    const values = { date: formatCardDate(intlLocale(locale, country), source.expiresAt) }
    return [cardError(locale, check.error, values, `payments.${index}`)]
  })
}

/**
 * What stops the session from being ordered now besides its cards: a chosen card no longer
 * exchangeable, the order's caps (a session kept from before a cap), a missing or foreign
 * delivery address for the holder's posted cards, and, when something is left to pay, a payment
 * method the store does not offer or its missing details. Runs in the placement's transaction:
 * everything it needs is read before.
 */
export function placementErrors(
  locale: Locale,
  settings: CartSettings,
  packages: CartPackage[],
  input: PlaceRedeemOrder,
  products: RedeemProducts,
): GatewayError[] {
  const errors: GatewayError[] = []
  for (const [index, item] of packages.entries()) {
    const product = products.get(item.productId) ?? null
    const prefix = `packages.${index}`
    errors.push(...choiceErrors(locale, settings, product, item.deliveryType, item.amount, prefix))
  }
  errors.push(...orderLimitErrors(locale, packages))
  if (needsDeliveryAddress(packages)) {
    const address = deliveryAddressOf(input)
    const field = input.sameAsBilling ? 'billingAddress' : 'deliveryAddress'
    if (!address) errors.push(invalid(locale, 'deliveryAddressRequired', 'input.deliveryAddress'))
    // The billing address may be abroad; posted cards go to France only.
    for (const issue of (address && deliveryAddressSchema.safeParse(address).error?.issues) || []) {
      errors.push(invalid(locale, issue.message, `input.${field}.${issue.path.join('.')}`))
    }
  }
  if (!input.paymentMethod) return errors
  const method = storePaymentMethods(settings.paymentMethods, locale).find(
    (entry) => entry.id === input.paymentMethod,
  )
  if (!method) {
    errors.push(orderError(locale, 'paymentMethodUnavailable', 'input.paymentMethod'))
    return errors
  }
  for (const problem of paymentDetailsProblems(method.id, input.paymentDetails, method)) {
    errors.push(invalid(locale, problem.error, `input.paymentDetails.${problem.field}`))
  }
  return errors
}
