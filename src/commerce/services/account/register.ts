import type { z } from 'zod'

import type { registerSchema } from '@/commerce/domain/account/customer'
import type { Locale } from '@/i18n/routing'
import { isInvalidField } from '@/server/payload-errors'

import type { StatusResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { accountError, captchaError, rateLimited, signedIn } from './guard'
import { customerByEmail, startSession } from './login'
import { sendWelcome } from './mails'
import { failed, ok } from './status'

type Registration = z.infer<typeof registerSchema>

/** A new customer, signed in at once (also while ordering), and welcomed by e-mail. */
export async function registerCustomer(
  context: ServiceContext,
  locale: Locale,
  input: Registration,
  captchaToken: string,
): Promise<StatusResult> {
  if (await signedIn(context)) return failed([accountError(locale, 'alreadyLoggedIn')])
  const refused =
    (await rateLimited(context, locale, 'register')) ??
    (await captchaError(context.payload, locale, captchaToken))
  if (refused) return failed([refused])
  if (await customerByEmail(context, input.email)) {
    return failed([accountError(locale, 'userExists', 'input.email')])
  }
  const { passwordConfirmation: _confirmation, ...data } = input
  const customer = await context.payload
    .create({
      collection: 'customers',
      data: { ...data, storeId: context.storeId },
      overrideAccess: true,
    })
    // Two requests for one new e-mail at once: the unique index lets one through.
    .catch((error: unknown) => (isInvalidField(error, 'email') ? null : Promise.reject(error)))
  if (!customer) return failed([accountError(locale, 'userExists', 'input.email')])
  await startSession(context, customer.id)
  await sendWelcome(context, locale, customer)
  return ok
}
