import 'server-only'

import type { Metadata } from 'next'
import { getMessages, setRequestLocale } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/i18n/paths'
import { asLocale } from '@/i18n/routing'
import { getStore } from '@/server/store'
import { Orders } from '@/commerce/widgets/orders'
import { ordersTexts } from '@/commerce/widgets/orders'

import { AccountFrame } from './account-frame'
import type { AreaPage } from './account-nav'
import { AddressBook } from './address-book.client'
import { Details } from './details.client'
import { Overview } from './overview.client'
import { areaTexts } from './texts'

type Args = { params: Promise<{ locale: string }> }

const titles = {
  overview: 'overviewTitle',
  orders: 'orders',
  details: 'detailsTitle',
  addressBook: 'addressBookTitle',
} as const

/**
 * A page of the account area (spec §2 /compte/apercu/, /commandes/, /donnees/, /carnet-adresses/): the same
 * for every customer, so it is prerendered; the widget asks who is logged in, in the browser.
 */
export function areaRoute(page: AreaPage) {
  async function load({ params }: Args) {
    const locale = asLocale((await params).locale)
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
    const hrefs = {
      login: localizedPath(locale, '/account/login'),
      home: localizedPath(locale, '/'),
      details: localizedPath(locale, '/account/details'),
      addressBook: localizedPath(locale, '/account/address-book'),
    }
    const widget = { locale, texts, hrefs, storeCountry: store.country }
    return (
      <AccountFrame
        locale={locale}
        current={page}
        title={texts[titles[page]]}
        caller={caller}
        texts={texts}
      >
        {page === 'overview' && <Overview {...widget} />}
        {page === 'orders' && (
          <Orders
            locale={locale}
            texts={ordersTexts(messages)}
            areaTexts={texts}
            hrefs={{
              login: hrefs.login,
              basket: localizedPath(locale, '/basket'),
              giftCards: localizedPath(locale, '/gift-cards'),
            }}
          />
        )}
        {page === 'details' && <Details {...widget} />}
        {page === 'addressBook' && <AddressBook {...widget} />}
      </AccountFrame>
    )
  }

  return { Page, generateMetadata }
}
