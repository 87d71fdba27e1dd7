import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import {
  StoreSwitcherButton,
  type StoreSwitcherPlacement,
} from '../store-switcher/store-switcher-button'

type Props = { store: Store; locale: Locale; placement: StoreSwitcherPlacement; className?: string }

/** The language and country switcher, only when the store's toggle is on (spec §2). */
export function LanguageSwitcher({ store, locale, placement, className }: Props) {
  if (!store.toggles?.languageSwitcher) return null
  return (
    <span className={className}>
      <StoreSwitcherButton store={store} locale={locale} placement={placement} />
    </span>
  )
}
