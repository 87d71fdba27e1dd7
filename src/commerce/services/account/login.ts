import type { Locale } from '@/i18n/routing'
import { LOCK_TIME_MS } from '@/collections/customers'
import { isLoginRefused } from '@/server/payload-errors'

import type { ServiceContext } from '@/commerce/services/context'
import type { GatewayError } from '@/commerce/services/errors'
import { linkCartOnLogin } from './cart-link'
import { accountError, countFailedLogin } from './guard'
import { createSession, sessionCookies } from './session'
import { customerLockedNow } from '@/commerce/db/customer-session-repository'

/** The customer with this e-mail, or null. E-mails are stored lower-case. */
export async function customerByEmail(context: ServiceContext, email: string) {
  const { docs } = await context.payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Checks a password with Payload's own (hashing, counting wrong ones, locking the account for a
 * while after five), and answers the login family's error when it fails.
 */
export async function checkPassword(
  context: ServiceContext,
  locale: Locale,
  email: string,
  password: string,
  parameter = 'password',
): Promise<GatewayError | null> {
  if (await customerLockedNow(context.payload, email)) {
    return accountError(locale, 'loginLocked', parameter, {
      minutes: Math.round(LOCK_TIME_MS / 60_000),
    })
  }
  try {
    await context.payload.login({
      collection: 'customers',
      data: { email, password },
      overrideAccess: true,
    })
    return null
  } catch (error) {
    // Payload refuses a wrong password and a lock alike (401, classes unrecognisable once built):
    // the lock was looked at just before, so this is a wrong password (or a lock a parallel try
    // set meanwhile, which the next try reports).
    if (!isLoginRefused(error)) throw error
    await countFailedLogin(context)
    return accountError(locale, 'wrongCombination', parameter)
  }
}

/** Starts the customer's session in this browser and brings the cart along. */
export async function startSession(context: ServiceContext, customerId: number): Promise<void> {
  const secret = await createSession(context.payload, customerId)
  context.responseCookies.push(...sessionCookies(secret, context.request))
  await linkCartOnLogin(context, customerId)
}
