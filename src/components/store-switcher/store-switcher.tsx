import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { StoreSwitcherBanner } from './store-switcher-banner.client'
import { StoreSwitcherModalHost } from './store-switcher-modal-host.client'
import { loadStoreSwitcher } from './switcher-data.server'

type Props = { store: Store; locale: Locale }

/**
 * The store switcher of the page, mounted once at the top of the body: the banner for visitors
 * from another country and the modal that every trigger (header, menu, footer) opens. Their texts
 * and the store's combinations come to the browser when one of them is shown (switcher-data.server.ts),
 * not with every page.
 */
export function StoreSwitcher({ store, locale }: Props) {
  if (!store.toggles?.languageSwitcher) return null
  return (
    <>
      <StoreSwitcherBanner storeCountry={store.country} locale={locale} load={loadStoreSwitcher} />
      <StoreSwitcherModalHost
        storeCountry={store.country}
        locale={locale}
        load={loadStoreSwitcher}
      />
    </>
  )
}
