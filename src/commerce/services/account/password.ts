import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import type { Locale } from '@/i18n/routing'
import { isRequestRefused } from '@/server/payload-errors'

import type { StatusResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { deleteCustomerCarts } from '@/commerce/db/cart-repository'
import type { GatewayError } from '@/commerce/services/errors'
import { forgetCartOnLogout } from './cart-link'
import { accountError, captchaError, rateLimited, signedIn } from './guard'
import { checkPassword, customerByEmail } from './login'
import { sendAccountDeleted, sendPasswordChanged, sendPasswordReset } from './mails'
import { deleteCustomerSessions, endSessionCookies } from './session'
import { failed, ok } from './status'

/** A wrong current password is 'incorrect current password'; a lock stays a lock. */
const currentPasswordError = (locale: Locale, error: GatewayError, parameter: string) =>
  error.code === accountErrorCodes.wrongCombination
    ? accountError(locale, 'incorrectCurrentPassword', parameter)
    : error

/** E-mails a one-time link that expires (Payload keeps the token and its expiry). */
export async function requestPasswordReset(
  context: ServiceContext,
  locale: Locale,
  { email, captchaToken }: { email: string; captchaToken: string },
): Promise<StatusResult> {
  if (await signedIn(context)) return failed([accountError(locale, 'alreadyLoggedIn')])
  const refused =
    (await rateLimited(context, locale, 'password')) ??
    (await captchaError(context.payload, locale, captchaToken))
  if (refused) return failed([refused])
  const customer = await customerByEmail(context, email)
  if (!customer) return failed([accountError(locale, 'noUser', 'email')])
  const token = await context.payload.forgotPassword({
    collection: 'customers',
    data: { email },
    disableEmail: true,
  })
  const sent = token ? await sendPasswordReset(context, locale, customer, token) : false
  return sent ? ok : failed([accountError(locale, 'emailNotSent')])
}

/** The link's token sets the password once; every session of the customer ends. */
export async function resetPassword(
  context: ServiceContext,
  locale: Locale,
  { token, password }: { token: string; password: string },
): Promise<StatusResult> {
  // An unknown or expired token is refused (403); a failure of the server stays one (-1).
  const reset = await context.payload
    .resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true })
    .catch((error: unknown) => (isRequestRefused(error) ? null : Promise.reject(error)))
  const customer = reset?.user as { id: number } | undefined
  if (!customer) return failed([accountError(locale, 'resetLinkInvalid', 'token')])
  await deleteCustomerSessions(context.payload, customer.id)
  // A new password also lifts a lock from wrong guesses: the owner proved who they are.
  await context.payload.update({
    collection: 'customers',
    id: customer.id,
    data: { loginAttempts: 0, lockUntil: null },
    overrideAccess: true,
  })
  return ok
}

/** The current password, then the new one; the customer's other sessions end. */
export async function changePassword(
  context: ServiceContext,
  locale: Locale,
  { currentPassword, password }: { currentPassword: string; password: string },
): Promise<StatusResult> {
  const session = await signedIn(context)
  if (!session) return failed([accountError(locale, 'notLoggedIn')])
  const { customer } = session
  const wrong = await checkPassword(context, locale, customer.email, currentPassword)
  if (wrong) return failed([currentPasswordError(locale, wrong, 'currentPassword')])
  await context.payload.update({
    collection: 'customers',
    id: customer.id,
    data: { password },
    overrideAccess: true,
  })
  await deleteCustomerSessions(context.payload, customer.id, session.secret)
  await sendPasswordChanged(context, locale, customer)
  return ok
}

/** After the password, the customer, their sessions and carts go; their orders stay. */
export async function deleteAccount(
  context: ServiceContext,
  locale: Locale,
  password: string,
): Promise<StatusResult> {
  const session = await signedIn(context)
  if (!session) return failed([accountError(locale, 'notLoggedIn')])
  const { customer } = session
  const wrong = await checkPassword(context, locale, customer.email, password)
  if (wrong) return failed([currentPasswordError(locale, wrong, 'password')])
  await deleteCustomerSessions(context.payload, customer.id)
  await deleteCustomerCarts(context.payload, customer.id)
  await context.payload.delete({ collection: 'customers', id: customer.id, overrideAccess: true })
  context.responseCookies.push(...endSessionCookies(context.request))
  forgetCartOnLogout(context)
  await sendAccountDeleted(context, locale, customer)
  return ok
}
