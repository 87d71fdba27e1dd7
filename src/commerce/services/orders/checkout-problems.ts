import type { CartPackage } from '@/commerce/domain/cart'
import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import {
  type Checkout,
  deliveryAddressOf,
  paymentDetailsProblems,
} from '@/commerce/domain/checkout/checkout-input'
import { deliveryAddressSchema } from '@/commerce/domain/checkout/checkout-addresses'
import { cartTotals } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'
import { storePaymentMethods } from '@/commerce/services/payments'

import { stockErrors } from '@/commerce/services/cart'
import { cartProduct } from '@/commerce/services/catalogue'
import type { ServiceContext } from '@/commerce/services/context'
import { cartSettings } from '@/commerce/services/store'
import {
  errorCodes,
  gatewayError,
  type GatewayError,
  orderError,
  orderLimitErrors,
} from '@/commerce/services/errors'
import { validationMessage } from '../messages'

const invalid = (locale: Locale, key: string, parameter: string) =>
  gatewayError(errorCodes.invalidParameter, validationMessage(locale, key), parameter)

/**
 * What stops this cart from being ordered now, beyond the form's own rules: cards no longer on
 * sale (read afresh), the order's caps (a cart kept from before a cap), nothing to pay, a
 * missing delivery address for the buyer's posted cards, a payment method the store does not
 * offer or its missing details.
 */
export async function checkoutProblems(
  context: ServiceContext,
  locale: Locale,
  packages: CartPackage[],
  input: Checkout,
): Promise<GatewayError[]> {
  const settings = await cartSettings(context.payload, context.storeId)
  const errors: GatewayError[] = []
  for (const [index, item] of packages.entries()) {
    const product = await cartProduct(context.payload, context.storeId, item.productId, locale)
    const prefix = `packages.${index}`
    if (!product) errors.push(invalid(locale, 'packageNotFound', `${prefix}.productId`))
    else errors.push(...stockErrors(product, item.deliveryType, settings, locale, prefix))
  }
  errors.push(...orderLimitErrors(locale, packages))
  if (cartTotals(packages, settings.fees).subTotal === 0) {
    const message = validationMessage(locale, 'zeroBalance')
    errors.push(gatewayError(cartErrorCodes.zeroBalance, message))
  }
  const posted = packages.some((item) => item.deliveryType === 'PHYSICAL' && !item.receiver)
  const address = deliveryAddressOf(input)
  if (posted && !address) {
    errors.push(invalid(locale, 'deliveryAddressRequired', 'input.deliveryAddress'))
  } else if (posted) {
    // The billing address may be abroad; posted cards go to France only.
    const field = input.sameAsBilling ? 'billingAddress' : 'deliveryAddress'
    for (const issue of deliveryAddressSchema.safeParse(address).error?.issues ?? []) {
      errors.push(invalid(locale, issue.message, `input.${field}.${issue.path.join('.')}`))
    }
  }
  const method = storePaymentMethods(settings.paymentMethods, locale).find(
    (entry) => entry.id === input.paymentMethod,
  )
  if (!method) {
    errors.push(orderError(locale, 'paymentMethodUnavailable', 'input.paymentMethod'))
  } else {
    for (const problem of paymentDetailsProblems(method.id, input.paymentDetails, method)) {
      errors.push(invalid(locale, problem.error, `input.paymentDetails.${problem.field}`))
    }
  }
  return errors
}
