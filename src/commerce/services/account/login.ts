import type { Locale } from '@/i18n/routing'
import { LOCK_TIME_MS } from '@/collections/customers'
import { isLoginRefused } from '@/server/payload-errors'

import type { GatewayContext } from '@/commerce/gateway/context'
import type { GatewayError } from '@/commerce/services/errors'
import { linkCartOnLogin } from './cart-link'
import { accountError, countFailedLogin } from './guard'
import { createSession, sessionCookies } from './session'

/** The customer with this e-mail, or null. E-mails are stored lower-case. */
export async function customerByEmail(context: GatewayContext, email: string) {
  const { docs } = await context.payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Whether Payload's lock after too many wrong passwords holds this account now. */
async function lockedNow(context: GatewayContext, email: string): Promise<boolean> {
  const { rows } = await context.payload.db.pool.query<{ locked: boolean | null }>({
    name: 'customer-locked',
    text: `SELECT lock_until > now() AS locked FROM customers WHERE email = $1`,
    values: [email],
  })
  return rows[0]?.locked === true
}

/**
 * Checks a password with Payload's own (hashing, counting wrong ones, locking the account for a
 * while after five), and answers the login family's error when it fails.
 */
export async function checkPassword(
  context: GatewayContext,
  locale: Locale,
  email: string,
  password: string,
  parameter = 'password',
): Promise<GatewayError | null> {
  if (await lockedNow(context, email)) {
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
export async function startSession(context: GatewayContext, customerId: number): Promise<void> {
  const secret = await createSession(context.payload, customerId)
  context.responseCookies.push(...sessionCookies(secret, context.request))
  await linkCartOnLogin(context, customerId)
}
