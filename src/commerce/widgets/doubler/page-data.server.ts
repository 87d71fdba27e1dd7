import 'server-only'

import { getMessages } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import type { DoublerFormProps } from './doubler-form.client'
import { doublerTexts } from './texts'

/** What the doubler page needs, read on the server (the same for every visitor). */
export async function doublerPageData(locale: Locale) {
  const [store, messages] = await Promise.all([
    getStore(locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  const caller = callerFor(store, locale)
  const form: Omit<DoublerFormProps, 'navigate'> = {
    texts: doublerTexts(messages),
    language: locale,
    hideCaptchaBadge: Boolean(store.toggles?.captchaBadgeHidden),
    termsHref: localizedPath(locale, '/terms'),
    thanksHref: localizedPath(locale, {
      pathname: '/doubler/thank-you/[[...product]]',
      params: {},
    }),
  }
  return { texts: messages.Doubler, caller, form }
}

export type DoublerPageData = Awaited<ReturnType<typeof doublerPageData>>
