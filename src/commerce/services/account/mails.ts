import {
  accountDeletedEmail,
  passwordChangedEmail,
  passwordResetEmail,
  type RenderedEmail,
  welcomeEmail,
} from '@/emails'
import { RESET_LINK_MINUTES } from '@/collections/customers'
import { type Href, localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Customer } from '@/payload-types'
import { logger } from '@/server/logger'
import type { ServiceContext } from '@/commerce/services/context'
import { sendEmail } from '@/commerce/services/mail'
import { siteUrl, storeSite } from '@/commerce/services/store'

/** A page of the store the customer's account belongs to, as a link in an e-mail. */
async function accountLink(context: ServiceContext, locale: Locale, href: Href, query = '') {
  const site = await storeSite(context.payload, context.storeId)
  return siteUrl(site, `${localizedPath(locale, href, site.defaultLocale)}${query}`)
}

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

export const sendWelcome = async (context: ServiceContext, locale: Locale, customer: Customer) =>
  deliver(
    customer,
    welcomeEmail({
      locale,
      firstName: customer.firstName,
      accountUrl: await accountLink(context, locale, '/account/overview'),
    }),
  )

/** The one-time link to /compte/nouveau-mot-de-passe/?token=… (Payload's token, one hour). */
export const sendPasswordReset = async (
  context: ServiceContext,
  locale: Locale,
  customer: Customer,
  token: string,
) =>
  deliver(
    customer,
    passwordResetEmail({
      locale,
      firstName: customer.firstName,
      resetUrl: await accountLink(
        context,
        locale,
        '/account/new-password',
        `?token=${encodeURIComponent(token)}`,
      ),
      expiresInMinutes: RESET_LINK_MINUTES,
    }),
  )

export const sendPasswordChanged = async (
  context: ServiceContext,
  locale: Locale,
  customer: Customer,
) =>
  deliver(
    customer,
    passwordChangedEmail({
      locale,
      firstName: customer.firstName,
      forgotPasswordUrl: await accountLink(context, locale, '/account/forgot-password'),
    }),
  )

export const sendAccountDeleted = (locale: Locale, customer: Customer) =>
  deliver(customer, accountDeletedEmail({ locale, firstName: customer.firstName }))
