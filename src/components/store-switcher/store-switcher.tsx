import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { storeSwitcherTexts } from './texts'
import { switcherCombinations } from './combinations'
import { StoreSwitcherBanner } from './store-switcher-banner.client'
import { StoreSwitcherModalHost } from './store-switcher-modal-host.client'

type Props = { store: Store; locale: Locale }

/**
 * The store switcher of the page, mounted once at the top of the body: the banner for visitors
 * from another country and the modal that every trigger (header, menu, footer) opens.
 */
export async function StoreSwitcher({ store, locale }: Props) {
  if (!store.toggles?.languageSwitcher) return null
  const [t, modal, select] = await Promise.all([
    getTranslations({ locale, namespace: 'StoreSwitcher' }),
    getTranslations({ locale, namespace: 'Modal' }),
    getTranslations({ locale, namespace: 'Select' }),
  ])
  const labels = storeSwitcherTexts(t, modal, select)
  const combinations = switcherCombinations(store)
  return (
    <>
      <StoreSwitcherBanner
        storeCountry={store.country}
        combinations={combinations}
        locale={locale}
        labels={labels.banner}
      />
      <StoreSwitcherModalHost
        storeCountry={store.country}
        combinations={combinations}
        locale={locale}
        labels={labels.modal}
      />
    </>
  )
}
