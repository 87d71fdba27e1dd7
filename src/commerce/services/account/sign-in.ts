import type { Locale } from '@/i18n/routing'

import type { StatusResult, UserExistResult, UserInfoResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { forgetCartOnLogout } from './cart-link'
import { userOf } from './customer-view'
import { accountError, captchaError, rateLimited, signedIn } from './guard'
import { checkPassword, customerByEmail, startSession } from './login'
import { deleteSession, endSessionCookies } from './session'
import { failed, ok } from './status'

type Credentials = { email: string; password: string; captchaToken: string }

/** The signed-in customer, or null for a visitor (spec §7 getUserInfo). */
export async function currentUser(context: ServiceContext): Promise<UserInfoResult> {
  const session = await signedIn(context)
  return { user: session ? userOf(session.customer) : null, errors: [] }
}

/** Whether an e-mail has an account (spec §4 identify): rate limit and captcha first. */
export async function customerExists(
  context: ServiceContext,
  locale: Locale,
  { email, captchaToken }: Omit<Credentials, 'password'>,
): Promise<UserExistResult> {
  const refused =
    (await rateLimited(context, locale, 'identify')) ??
    (await captchaError(context.payload, locale, captchaToken))
  if (refused) return { status: null, errors: [refused] }
  return { status: Boolean(await customerByEmail(context, email)), errors: [] }
}

/**
 * Signs a customer in: not twice, within the failed-login limit, behind the captcha, then the
 * e-mail and password; the session starts in this browser and brings the cart along.
 */
export async function signIn(
  context: ServiceContext,
  locale: Locale,
  { email, password, captchaToken }: Credentials,
): Promise<StatusResult> {
  if (await signedIn(context)) return failed([accountError(locale, 'alreadyLoggedIn')])
  const refused =
    (await rateLimited(context, locale, 'login')) ??
    (await captchaError(context.payload, locale, captchaToken))
  if (refused) return failed([refused])
  const customer = await customerByEmail(context, email)
  if (!customer) return failed([accountError(locale, 'unknownEmail', 'email')])
  const wrong = await checkPassword(context, locale, email, password)
  if (wrong) return failed([wrong])
  await startSession(context, customer.id)
  return ok
}

/** Ends this browser's session and forgets its cart (spec §4 resets the cart). */
export async function signOut(context: ServiceContext): Promise<StatusResult> {
  const session = await signedIn(context)
  if (session) await deleteSession(context.payload, session.secret)
  context.responseCookies.push(...endSessionCookies(context.request))
  forgetCartOnLogout(context)
  return ok
}
