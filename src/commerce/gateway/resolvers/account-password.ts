import { z } from 'zod'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  newPasswordSchema,
} from '@/commerce/domain/account/customer'
import { userDataSchema } from '@/commerce/domain/user-data'
import type { Locale } from '@/i18n/routing'
import { isRequestRefused } from '@/server/payload-errors'

import {
  accountError,
  captchaError,
  checkPassword,
  customerByEmail,
  deleteCustomerSessions,
  endSessionCookies,
  failed,
  forgetCartOnLogout,
  ok,
  rateLimited,
  sendAccountDeleted,
  sendPasswordChanged,
  sendPasswordReset,
  signedIn,
} from '@/commerce/services/account'
import { deleteCustomerCarts } from '@/commerce/services/cart'
import type { GatewayError } from '@/commerce/services/errors'
import type { StatusResult } from '@/commerce/contract/types'
import { operation } from '../operation'

const withUserData = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({ userData: userDataSchema })

/** A wrong current password is 'incorrect current password'; a lock stays a lock. */
const currentPasswordError = (locale: Locale, error: GatewayError, parameter: string) =>
  error.code === accountErrorCodes.wrongCombination
    ? accountError(locale, 'incorrectCurrentPassword', parameter)
    : error

/** forgotPassword: e-mails a one-time link that expires (Payload keeps the token and its expiry). */
const forgotPassword = operation(
  withUserData(forgotPasswordSchema),
  { status: false },
  async ({ userData, email, captchaToken }, context): Promise<StatusResult> => {
    const locale = userData.language
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
    const sent = token ? await sendPasswordReset(locale, customer, token) : false
    return sent ? ok : failed([accountError(locale, 'emailNotSent')])
  },
)

/** newPassword: the link's token sets the password once; every session of the customer ends. */
const newPassword = operation(
  z.object({ userData: userDataSchema }).and(newPasswordSchema),
  { status: false },
  async ({ userData, token, password }, context): Promise<StatusResult> => {
    const locale = userData.language
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
  },
)

/** changePassword: the current password, then the new one; other sessions end. */
const changePassword = operation(
  z.object({ userData: userDataSchema }).and(changePasswordSchema),
  { status: false },
  async ({ userData, currentPassword, password }, context): Promise<StatusResult> => {
    const locale = userData.language
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
    await sendPasswordChanged(locale, customer)
    return ok
  },
)

/** deleteAccount: after the password, the customer, sessions and carts go; orders stay. */
const deleteAccount = operation(
  withUserData(deleteAccountSchema),
  { status: false },
  async ({ userData, password }, context): Promise<StatusResult> => {
    const locale = userData.language
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
    await sendAccountDeleted(locale, customer)
    return ok
  },
)

export const accountPasswordMutations = {
  forgotPassword,
  newPassword,
  changePassword,
  deleteAccount,
}
