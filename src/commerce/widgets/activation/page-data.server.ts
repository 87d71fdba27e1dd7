import { getMessages } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import { activationTexts } from './texts'

/**
 * What the activation and voucher data widgets need, read on the server: the same for every
 * visitor, so the pages stay static.
 */
export async function activationPageData(locale: Locale) {
  const [store, messages] = await Promise.all([
    getStore(locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  const caller = callerFor(store, locale)
  return {
    caller,
    texts: activationTexts(messages),
    hideCaptchaBadge: Boolean(store.toggles?.captchaBadgeHidden),
  }
}
