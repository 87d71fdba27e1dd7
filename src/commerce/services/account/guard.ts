import { accountErrorCodes, type AccountErrorKey } from '@/commerce/domain/account/account-errors'
import type { Locale } from '@/i18n/routing'
import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'
import { captcha, CAPTCHA_ACTION } from '@/commerce/services/captcha'
import { clientKey, createRateLimit } from '@/server/rate-limit'

import type { ServiceContext } from '@/commerce/services/context'
import { gatewayError, type GatewayError } from '@/commerce/services/errors'
import { gatewayText } from '../messages'
import { readSessionSecret, sessionCustomer } from './session'

/** An account error of spec §8 in the shopper's language, with this gateway's code. */
export const accountError = (
  locale: Locale,
  key: AccountErrorKey,
  parameter: string | null = null,
  values?: Record<string, string | number>,
): GatewayError =>
  gatewayError(accountErrorCodes[key], gatewayText(locale, 'AccountErrors')(key, values), parameter)

/** The signed-in customer of this request (by the session cookie), or null. */
export async function signedIn(
  context: ServiceContext,
): Promise<{ customer: Customer; secret: string } | null> {
  const secret = readSessionSecret(context.request.headers)
  if (!secret) return null
  const id = await sessionCustomer(context.payload, secret)
  if (id === null) return null
  const customer = await context.payload
    .findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  return customer ? { customer, secret } : null
}

/** Spec §5: no valid captcha token, no request. A used or expired token fails alike. */
export async function captchaError(
  payload: Payload,
  locale: Locale,
  token: string,
): Promise<GatewayError | null> {
  const valid = await captcha(payload).provider.verify(token, CAPTCHA_ACTION)
  return valid ? null : accountError(locale, 'captchaFailed', 'captchaToken')
}

/*
 * Per client address, on top of the captcha and the per-account lock: a script that solves
 * captchas still cannot try thousands of e-mails or passwords.
 */
const limits = {
  identify: createRateLimit({ name: 'identify', limit: 60, windowMs: 10 * 60_000 }),
  password: createRateLimit({ name: 'password', limit: 10, windowMs: 10 * 60_000 }),
  register: createRateLimit({ name: 'register', limit: 20, windowMs: 10 * 60_000 }),
}
/** Wrong passwords per client address; right ones are not counted. */
const failedLogins = createRateLimit({ name: 'failed-logins', limit: 30, windowMs: 10 * 60_000 })

export async function rateLimited(
  context: ServiceContext,
  locale: Locale,
  kind: keyof typeof limits | 'login',
): Promise<GatewayError | null> {
  const key = clientKey(context.request)
  const refused =
    kind === 'login'
      ? await failedLogins.exceeded(context.payload, key)
      : !(await limits[kind].consume(context.payload, key))
  return refused ? accountError(locale, 'tooManyRequests') : null
}

export const countFailedLogin = async (context: ServiceContext): Promise<void> => {
  await failedLogins.consume(context.payload, clientKey(context.request))
}
