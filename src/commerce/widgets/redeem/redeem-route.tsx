import 'server-only'

import { getMessages } from 'next-intl/server'

import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import type { RedeemPageData } from './redeem-frame'
import { redeemTexts } from './texts'

/** What every redeem page's widgets need: texts, the store (for the caller), the flow's paths. */
export async function redeemPageData(locale: Locale): Promise<RedeemPageData> {
  const [messages, store] = await Promise.all([getMessages({ locale }), getStore(locale)])
  const balance = localizedPath(locale, '/redeem')
  return {
    locale,
    texts: redeemTexts(messages as typeof fr),
    hideCaptchaBadge: Boolean(store.toggles?.captchaBadgeHidden),
    store: { storeId: store.storeId, country: store.country },
    hrefs: {
      balance,
      shop: localizedPath(locale, '/redeem/result'),
      info: `${balance}info/`,
      checkout: localizedPath(locale, '/redeem/payment'),
      terms: localizedPath(locale, '/terms'),
      cart: localizedPath(locale, '/cart'),
    },
  }
}
