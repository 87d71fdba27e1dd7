import 'server-only'

import type { Metadata } from 'next'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { callerFor } from '@/commerce/client/caller'
import type fr from '@/i18n/messages/fr'

import { getStore } from '@/server/store'
import type { Locale } from '@/i18n/routing'

import { AccountFrame } from './account-frame'
import type { AreaPage } from './account-nav'
import { areaHrefs } from './hrefs.server'
import type { AreaHrefs } from './overview.client'
import { type AreaTexts, areaTexts } from './texts'
import { routeLocale } from '@/server/route-store'

type Args = { params: Promise<{ store: string; locale: string }> }

/** What a page's widget is given. */
export type AreaPageData = {
  locale: Locale
  messages: typeof fr
  texts: AreaTexts
  hrefs: AreaHrefs
  storeCountry: string
}

const titles = {
  overview: 'overviewTitle',
  orders: 'orders',
  details: 'detailsTitle',
  addressBook: 'addressBookTitle',
} as const

/**
 * A page of the account area (spec §2 /compte/apercu/, /commandes/, /donnees/, /carnet-adresses/): the same
 * for every customer, so it is prerendered; the widget asks who is logged in, in the browser.
 * Each page brings its own widget, so it ships that widget's code alone.
 */
export function areaRoute(page: AreaPage, widget: (data: AreaPageData) => ReactNode) {
  async function load({ params }: Args) {
    const locale = await routeLocale(await params)
    const messages = (await getMessages({ locale })) as typeof fr
    return { locale, messages, texts: areaTexts(messages) }
  }

  async function generateMetadata(args: Args): Promise<Metadata> {
    const { texts } = await load(args)
    // A customer's own pages: nothing for search engines (robots.txt keeps crawlers out too).
    return { title: texts[titles[page]], robots: { index: false, follow: false } }
  }

  async function Page(args: Args) {
    const { locale, messages, texts } = await load(args)
    setRequestLocale(locale)
    const store = await getStore(locale)
    const caller = callerFor(store, locale)
    const hrefs = areaHrefs(locale)
    return (
      <AccountFrame
        locale={locale}
        current={page}
        title={texts[titles[page]]}
        caller={caller}
        texts={texts}
      >
        {widget({ locale, messages, texts, hrefs, storeCountry: store.country })}
      </AccountFrame>
    )
  }

  return { Page, generateMetadata }
}
