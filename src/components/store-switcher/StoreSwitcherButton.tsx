import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

export type StoreSwitcherPlacement = 'header' | 'footer' | 'mobile-menu'

type Props = { store: Store; locale: Locale; placement: StoreSwitcherPlacement; label: string }

/**
 * Opens the store-switcher modal from the header, the footer or the mobile menu (spec §2, §4).
 * Until the modal exists it links to the home page of the current language.
 */
export function StoreSwitcherButton({ store, locale, placement, label }: Props) {
  return (
    <a href={localizedPath(locale, '/')} data-placement={placement} data-store={store.storeId}>
      {label}
    </a>
  )
}
