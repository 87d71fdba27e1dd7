import type { CartPackage } from '@/commerce/domain/cart'
import { orderLimitViolations } from '@/commerce/domain/order-limits'
import type { Locale } from '@/i18n/routing'

import { gatewayError, type GatewayError } from './gateway-error'
import { validationMessage } from '../messages'

/** The order caps `packages` cross (2030, 2015) in the shopper's language: alike on every path. */
export const orderLimitErrors = (locale: Locale, packages: CartPackage[]): GatewayError[] =>
  orderLimitViolations(packages).map((violation) =>
    gatewayError(violation.code, validationMessage(locale, violation.message)),
  )
