import { getTranslations } from 'next-intl/server'

import { searchModalProps } from '@/components/search-modal/load.server'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { getGiftCardsMenu } from './gift-cards-menu/load.server'
import { loadGiftCardsMenuPanel } from './gift-cards-menu/panel.action'
import { HeaderView } from './header-view'
import { headerTexts, type HeaderTranslate } from './texts'
import { hasShopMenus, type HeaderVariant } from './variant'
import { routeDefaultLocale } from '@/server/route-paths'

type Props = { store: Store; locale: Locale; variant: HeaderVariant }

/**
 * Pages are shared and cached, so they render no shopper: the customer's name and the cart
 * count come in the browser (account/LiveAccountEntry.client, cart-count.client).
 */
const NO_SHOPPER = { user: null, cartCount: 0 }

/** The header on a page: texts from next-intl and the gift cards menu from Payload, then the view. */
export async function Header(props: Props) {
  const { store, locale, variant } = props
  const shop = hasShopMenus(variant)
  const [t, categories] = await Promise.all([
    getTranslations({ locale }),
    shop ? getGiftCardsMenu(store, locale, routeDefaultLocale()) : [],
  ])
  const search = shop ? searchModalProps(store, locale) : undefined
  const labels = headerTexts(t as HeaderTranslate, NO_SHOPPER)
  return (
    <HeaderView
      {...props}
      {...NO_SHOPPER}
      labels={labels}
      categories={categories}
      loadGiftCardsMenu={loadGiftCardsMenuPanel}
      search={search}
    />
  )
}
