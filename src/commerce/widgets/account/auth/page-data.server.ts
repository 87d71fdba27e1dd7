import { getMessages } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import { registerWords } from '@/components/form/register-words'
import { getStore } from '@/server/store'

import { authLinks } from './links'
import { type AuthKey, authTexts } from './texts'
import { routeDefaultLocale } from '@/server/route-paths'

/**
 * What the identification widgets of a page need, read on the server: the same for every
 * visitor, so the pages stay static (the session is the browser's business). Of the AccountAuth
 * texts, the widgets get `keys` (all by default); `auth` holds them all for the server's own use.
 */
export async function authPageData<K extends AuthKey = AuthKey>(
  locale: Locale,
  keys?: readonly K[],
) {
  const [store, messages] = await Promise.all([
    getStore(locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  const caller = callerFor(store, locale)
  return {
    caller,
    auth: messages.AccountAuth,
    widget: {
      texts: authTexts(messages, keys),
      links: authLinks(locale, routeDefaultLocale()),
      language: locale,
      hideCaptchaBadge: Boolean(store.toggles?.captchaBadgeHidden),
    },
    orderModalAuth: Boolean(store.toggles?.orderModalAuth),
    /** Registration's store: its country's register checks and names the company number. */
    storeRegister: {
      storeCountry: store.country,
      register: registerWords(messages.CompanyRegisters, store.country),
    },
  }
}

export type AuthPageData<K extends AuthKey = AuthKey> = Awaited<ReturnType<typeof authPageData<K>>>
