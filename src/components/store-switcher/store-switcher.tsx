import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { switcherCombinations } from './combinations'
import { StoreSwitcherBanner } from './store-switcher-banner.client'
import { StoreSwitcherModalHost } from './store-switcher-modal-host.client'

type Props = { store: Store; locale: Locale }

/**
 * The store switcher of the page, mounted once at the top of the body: the banner for visitors
 * from another country and the modal that every trigger (header, menu, footer) opens. Their texts
 * come to the browser when one of them is shown (texts.action.ts), not with every page.
 */
export function StoreSwitcher({ store, locale }: Props) {
  if (!store.toggles?.languageSwitcher) return null
  const combinations = switcherCombinations(store)
  return (
    <>
      <StoreSwitcherBanner
        storeCountry={store.country}
        combinations={combinations}
        locale={locale}
      />
      <StoreSwitcherModalHost
        storeCountry={store.country}
        combinations={combinations}
        locale={locale}
      />
    </>
  )
}
