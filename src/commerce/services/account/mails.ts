import {
  accountDeletedEmail,
  passwordChangedEmail,
  passwordResetEmail,
  type RenderedEmail,
  welcomeEmail,
} from '@/emails'
import { RESET_LINK_MINUTES } from '@/collections/customers'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Customer } from '@/payload-types'
import { serverEnv } from '@/server/env'
import { logger } from '@/server/logger'
import { sendEmail } from '@/commerce/services/mail'

const absolute = (path: string) => new URL(path, serverEnv().SERVER_URL).toString()

/** Sends one account e-mail; a failure is logged and reported, never thrown at the shopper. */
async function deliver(customer: Customer, email: Promise<RenderedEmail>): Promise<boolean> {
  try {
    await sendEmail({ to: customer.email, ...(await email) })
    return true
  } catch (error) {
    logger().error({ err: error }, 'Account e-mail not sent')
    return false
  }
}

export const sendWelcome = (locale: Locale, customer: Customer) =>
  deliver(
    customer,
    welcomeEmail({
      locale,
      firstName: customer.firstName,
      accountUrl: absolute(localizedPath(locale, '/account/overview')),
    }),
  )

/** The one-time link to /compte/nouveau-mot-de-passe/?token=… (Payload's token, one hour). */
export const sendPasswordReset = (locale: Locale, customer: Customer, token: string) =>
  deliver(
    customer,
    passwordResetEmail({
      locale,
      firstName: customer.firstName,
      resetUrl: absolute(
        `${localizedPath(locale, '/account/new-password')}?token=${encodeURIComponent(token)}`,
      ),
      expiresInMinutes: RESET_LINK_MINUTES,
    }),
  )

export const sendPasswordChanged = (locale: Locale, customer: Customer) =>
  deliver(
    customer,
    passwordChangedEmail({
      locale,
      firstName: customer.firstName,
      forgotPasswordUrl: absolute(localizedPath(locale, '/account/forgot-password')),
    }),
  )

export const sendAccountDeleted = (locale: Locale, customer: Customer) =>
  deliver(customer, accountDeletedEmail({ locale, firstName: customer.firstName }))
