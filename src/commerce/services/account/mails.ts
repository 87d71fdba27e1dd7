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
import { siteUrl, storeMail, type StoreMail, storeSite } from '@/commerce/services/store'

/** A page of the store the customer's account belongs to, as a link in an e-mail. */
async function accountLink(context: ServiceContext, locale: Locale, href: Href, query = '') {
  const site = await storeSite(context.payload, context.storeId)
  return siteUrl(site, `${localizedPath(locale, href, site.defaultLocale)}${query}`)
}

type AccountEmail = (store: StoreMail) => Promise<RenderedEmail>

/**
 * Sends one account e-mail from the request's store, which it names; a failure is logged and
 * reported, never thrown at the shopper.
 */
async function deliver(
  context: ServiceContext,
  customer: Customer,
  email: AccountEmail,
): Promise<boolean> {
  try {
    const store = await storeMail(context.payload, context.storeId)
    await sendEmail({ from: store.sender, to: customer.email, ...(await email(store)) })
    return true
  } catch (error) {
    logger().error({ err: error }, 'Account e-mail not sent')
    return false
  }
}

export const sendWelcome = async (context: ServiceContext, locale: Locale, customer: Customer) => {
  const accountUrl = await accountLink(context, locale, '/account/overview')
  return deliver(context, customer, (store) =>
    welcomeEmail({ locale, store, firstName: customer.firstName, accountUrl }),
  )
}

/** The one-time link to /compte/nouveau-mot-de-passe/?token=… (Payload's token, one hour). */
export const sendPasswordReset = async (
  context: ServiceContext,
  locale: Locale,
  customer: Customer,
  token: string,
) => {
  const query = `?token=${encodeURIComponent(token)}`
  const resetUrl = await accountLink(context, locale, '/account/new-password', query)
  return deliver(context, customer, (store) =>
    passwordResetEmail({
      locale,
      store,
      firstName: customer.firstName,
      resetUrl,
      expiresInMinutes: RESET_LINK_MINUTES,
    }),
  )
}

export const sendPasswordChanged = async (
  context: ServiceContext,
  locale: Locale,
  customer: Customer,
) => {
  const forgotPasswordUrl = await accountLink(context, locale, '/account/forgot-password')
  return deliver(context, customer, (store) =>
    passwordChangedEmail({ locale, store, firstName: customer.firstName, forgotPasswordUrl }),
  )
}

export const sendAccountDeleted = (context: ServiceContext, locale: Locale, customer: Customer) =>
  deliver(context, customer, (store) =>
    accountDeletedEmail({ locale, store, firstName: customer.firstName }),
  )
