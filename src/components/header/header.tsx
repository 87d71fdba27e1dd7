import { getTranslations } from 'next-intl/server'

import { searchModalProps } from '@/components/search-modal/load.server'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { getGiftCardsMenu } from './gift-cards-menu/load.server'
import { HeaderView } from './header-view'
import { headerTexts, type HeaderTranslate } from './texts'
import { hasShopMenus, type HeaderVariant } from './variant'

type Props = { store: Store; locale: Locale; variant: HeaderVariant }

/** The header on a page: texts from next-intl and the gift cards menu from Payload, then the view. */
export async function Header({ store, locale, variant }: Props) {
  // Pages are shared and cached, so they render no shopper: the customer's name and the basket
  // count come in the browser (account/LiveAccountEntry.client, basket-count.client).
  const user = null
  const basketCount = 0
  const shop = hasShopMenus(variant)
  const [t, categories, search] = await Promise.all([
    getTranslations({ locale }),
    shop ? getGiftCardsMenu(store, locale) : [],
    shop ? searchModalProps(store, locale) : undefined,
  ])
  const labels = headerTexts(t as HeaderTranslate, {
    basketCount,
  })
  return (
    <HeaderView
      store={store}
      locale={locale}
      labels={labels}
      variant={variant}
      categories={categories}
      user={user}
      basketCount={basketCount}
      search={search}
    />
  )
}
