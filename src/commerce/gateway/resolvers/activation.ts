import { z } from 'zod'

import { placedFromPath } from '@/commerce/domain/orders/attribution'
import { captchaTokenSchema } from '@/commerce/domain/account/customer'
import {
  ACTIVATION_AMOUNTS,
  activationInputSchema,
} from '@/commerce/domain/activation/activation-input'
import { userDataSchema } from '@/commerce/domain/user-data'
import type { Locale } from '@/i18n/routing'
import { storePaymentMethods } from '@/commerce/services/payments'
import { clientKey, createRateLimit } from '@/server/rate-limit'

import { accountError, captchaError } from '@/commerce/services/account'
import { activationInputErrors, orderError } from '@/commerce/services/errors'
import { placeActivationOrder } from '@/commerce/services/activation'
import { cartSettings } from '@/commerce/services/cart'
import type { GatewayContext } from '../context'
import type { ActivationOptionsResult, PlaceOrderResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { withOrderAccessCookie } from '@/commerce/services/orders'

/** A bank transfer takes days: a card promised loaded within 24 hours is paid at once. */
const activationMethods = async (context: GatewayContext, locale: Locale) => {
  const settings = await cartSettings(context.payload, context.storeId)
  const methods = storePaymentMethods(settings.paymentMethods, locale).filter(
    (method) => method.id !== 'banktransfer',
  )
  return { currency: settings.currency, methods }
}

/** The amounts and payment methods of the activation form (/activer/). */
const activationOptions = operation(
  z.object({ userData: userDataSchema }),
  { options: null } as Omit<ActivationOptionsResult, 'errors'>,
  async ({ userData }, context): Promise<ActivationOptionsResult> => {
    const { currency, methods } = await activationMethods(context, userData.language)
    const money = (value: number) => ({ currency, value })
    return {
      options: {
        fixedAmounts: ACTIVATION_AMOUNTS.fixed.map(money),
        minAmount: money(ACTIVATION_AMOUNTS.min),
        maxAmount: money(ACTIVATION_AMOUNTS.max),
        paymentMethods: methods,
      },
      errors: [],
    }
  },
)

/*
 * Per client address, on top of the captcha: a script that solves captchas still cannot try
 * many numbers. Every attempt counts, good or not: the answer must not tell which was good.
 */
const attempts = createRateLimit({ name: 'activation', limit: 10, windowMs: 10 * 60_000 })

const noOrder: Omit<PlaceOrderResult, 'errors'> = { orderUuid: null, redirectUrl: null }

/** Places the activation of a blank card and starts its payment (spec §1, §8 activation family). */
const createActivationOrder = operation(
  z.object({ userData: userDataSchema, input: z.unknown(), captchaToken: captchaTokenSchema }),
  noOrder,
  async ({ userData, input, captchaToken }, context): Promise<PlaceOrderResult> => {
    const locale = userData.language
    const refused = !(await attempts.consume(context.payload, clientKey(context.request)))
      ? accountError(locale, 'tooManyRequests')
      : await captchaError(context.payload, locale, captchaToken)
    if (refused) return { ...noOrder, errors: [refused] }
    const parsed = activationInputSchema.safeParse(input)
    if (!parsed.success) {
      return { ...noOrder, errors: activationInputErrors(parsed.error, locale) }
    }
    const { currency, methods } = await activationMethods(context, locale)
    if (!methods.some((method) => method.id === parsed.data.paymentMethod)) {
      return {
        ...noOrder,
        errors: [orderError(locale, 'paymentMethodUnavailable', 'input.paymentMethod')],
      }
    }
    const placed = await placeActivationOrder(
      context,
      locale,
      parsed.data,
      currency,
      placedFromPath(context.gateway.pathname),
    )
    // The holder's browser follows its activation on /activer/reussi/.
    return withOrderAccessCookie(context, placed)
  },
)

export const activationQueries = { activationOptions }
export const activationMutations = { createActivationOrder }
