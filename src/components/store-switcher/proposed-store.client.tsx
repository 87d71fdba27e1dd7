'use client'

import { useStoreSwitcherData } from './use-switcher-data.client'
import { StoreSwitcherBannerView } from './store-switcher-banner-view'
import type { LoadStoreSwitcher } from './texts'

type Props = { country: string; locale: string; load: LoadStoreSwitcher; onClose: () => void }

/**
 * The banner's content, loaded with its texts and the store's combinations once the visitor's
 * country calls for it: pages carry neither its code nor its data. No data: no banner.
 */
export default function ProposedStore({ country, locale, load, onClose }: Props) {
  const data = useStoreSwitcherData(locale, load)
  if (!data) return null
  return (
    <StoreSwitcherBannerView
      country={country}
      combinations={data.combinations}
      locale={locale}
      labels={data.texts.banner}
      onClose={onClose}
    />
  )
}
