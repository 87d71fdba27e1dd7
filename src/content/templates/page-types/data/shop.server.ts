import { notFound } from 'next/navigation'
import { getMessages } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import { activationPageData } from '@/commerce/widgets/activation/routes/content.server'
import { areaHrefs, areaTexts, withCallback } from '@/commerce/widgets/account/routes/content'
import { businessPageData } from '@/commerce/widgets/business/routes/content.server'
import { checkoutTexts } from '@/commerce/widgets/checkout/routes/content'
import type fr from '@/i18n/messages/fr'
import { contentPath, localizedPath } from '@/server/route-paths'
import { getStore } from '@/server/store'

import type { ActivationData } from '../activation'
import type { ActivationThankYouData } from '../activation-thank-you'
import type { BusinessFormData } from '../business-form'
import type { ConfirmationData } from '../confirmation'
import type { TemplateContext } from '../template'
import type { UserHomeData } from '../user-home'

const storeAndMessages = ({ locale }: TemplateContext) =>
  Promise.all([getStore(locale), getMessages({ locale }) as Promise<typeof fr>])

export const activationData = async ({ locale }: TemplateContext): Promise<ActivationData> => ({
  locale,
  ...(await activationPageData(locale)),
  termsHref: localizedPath(locale, '/terms'),
})

export async function activationThankYouData({
  locale,
}: TemplateContext): Promise<ActivationThankYouData> {
  const [{ caller, texts }, messages] = await Promise.all([
    activationPageData(locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  return {
    title: messages.Templates.activationThanksTitle,
    caller,
    texts: texts.activation,
    activationHref: localizedPath(locale, '/activation'),
  }
}

/**
 * The business form page: the product the path names (a 404 when it is none of ours); v2 always
 * shows the form beside the steps, the other version as the store's toggle says.
 */
export const businessFormData =
  (version?: 'v2') =>
  async ({ locale, segments }: TemplateContext): Promise<BusinessFormData> => {
    const business = await businessPageData(locale, segments.product ?? null)
    if (business.unknownProduct) notFound()
    return { locale, business: { ...business, version: version ?? business.version } }
  }

export async function confirmationData(context: TemplateContext): Promise<ConfirmationData> {
  const { locale } = context
  const [store, messages] = await storeAndMessages(context)
  return {
    locale,
    caller: callerFor(store, locale),
    texts: checkoutTexts(messages),
    registerHref: localizedPath(locale, '/account/register'),
    contactHref: localizedPath(locale, '/contact'),
    orderUuid: context.segments.orderUuid,
  }
}

/** User home: the account overview's texts and paths; signing in comes back to this page. */
export async function userHomeData(context: TemplateContext): Promise<UserHomeData> {
  const { locale, page } = context
  const [store, messages] = await storeAndMessages(context)
  const here = page ? contentPath('pages', page.slug, locale) : localizedPath(locale, '/')
  return {
    locale,
    caller: callerFor(store, locale),
    texts: areaTexts(messages),
    hrefs: areaHrefs(locale),
    identify: {
      href: withCallback(localizedPath(locale, '/account'), here),
      prompt: messages.Templates.accountPrompt,
      label: messages.Account.identify,
    },
  }
}
