import {
  ACTIVATION_AMOUNTS,
  activationInputSchema,
} from '@/commerce/domain/activation/activation-input'
import type { Locale } from '@/i18n/routing'
import { clientKey, createRateLimit } from '@/server/rate-limit'

import type { ActivationOptionsResult, PlaceOrderResult } from '@/commerce/contract/types'
import { accountError, captchaError } from '@/commerce/services/account'
import type { ServiceContext } from '@/commerce/services/context'
import { cartSettings } from '@/commerce/services/store'
import { cardOwnerOn } from '@/commerce/services/cards'
import {
  activationError,
  activationInputErrors,
  cardError,
  orderError,
} from '@/commerce/services/errors'
import { withOrderAccessCookie } from '@/commerce/services/orders/access-cookie'
import { storePaymentMethods } from '@/commerce/services/payments'
import { placeActivationOrder } from './place'

/** A bank transfer takes days: a card promised loaded within 24 hours is paid at once. */
async function activationMethods(context: ServiceContext, locale: Locale) {
  const settings = await cartSettings(context.payload, context.storeId)
  const methods = storePaymentMethods(settings.paymentMethods, locale).filter(
    (method) => method.id !== 'banktransfer',
  )
  return { currency: settings.currency, methods }
}

/** The amounts and payment methods of the activation form (/activer/). */
export async function activationOptions(
  context: ServiceContext,
  locale: Locale,
): Promise<ActivationOptionsResult> {
  const { currency, methods } = await activationMethods(context, locale)
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
}

/*
 * Per client address, on top of the captcha: a script that solves captchas still cannot try
 * many numbers. Every attempt counts, good or not: the answer must not tell which was good.
 */
const attempts = createRateLimit({ name: 'activation', limit: 10, windowMs: 10 * 60_000 })

const noOrder = { orderUuid: null, redirectUrl: null }

/**
 * Places the activation of a blank card and starts its payment (spec §1, §8 activation family):
 * the limit and the captcha before the form is even read, whose errors are the activation's.
 * The holder's browser follows its activation on /activer/reussi/ (its cookie).
 */
export async function createActivationOrder(
  context: ServiceContext,
  locale: Locale,
  input: unknown,
  captchaToken: string,
  placedFrom: string | null,
): Promise<PlaceOrderResult> {
  const refused = !(await attempts.consume(context.payload, clientKey(context.request)))
    ? accountError(locale, 'tooManyRequests')
    : await captchaError(context.payload, locale, captchaToken)
  if (refused) return { ...noOrder, errors: [refused] }
  const parsed = activationInputSchema.safeParse(input)
  if (!parsed.success) {
    const store = await cartSettings(context.payload, context.storeId)
    return { ...noOrder, errors: activationInputErrors(parsed.error, locale, store) }
  }
  // Another of our stores' card is that store's to activate (spec §4 wrong store); a prefix of
  // no store of ours is the prefix mismatch.
  const owner = await cardOwnerOn(context.payload, context.storeId, parsed.data.cardNumber)
  if (owner !== 'thisStore') {
    const error =
      owner === 'otherStore'
        ? cardError(locale, 'wrongStore', undefined, 'input.cardNumber')
        : activationError(locale, 'prefixMismatch', 'input.cardNumber')
    return { ...noOrder, errors: [error] }
  }
  const { currency, methods } = await activationMethods(context, locale)
  if (!methods.some((method) => method.id === parsed.data.paymentMethod)) {
    return {
      ...noOrder,
      errors: [orderError(locale, 'paymentMethodUnavailable', 'input.paymentMethod')],
    }
  }
  const placed = await placeActivationOrder(context, locale, parsed.data, currency, placedFrom)
  return withOrderAccessCookie(context, placed)
}
