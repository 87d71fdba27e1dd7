import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import {
  StoreSwitcherButton,
  type StoreSwitcherPlacement,
} from '../store-switcher/StoreSwitcherButton'

type Props = { store: Store; locale: Locale; placement: StoreSwitcherPlacement; className?: string }

/** The current language in its own words, as the switcher's text: 'Français', 'Nederlands'. */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

/** The language and country switcher, only when the store's toggle is on (spec §2). */
export function LanguageSwitcher({ store, locale, placement, className }: Props) {
  if (!store.toggles?.languageSwitcher) return null
  return (
    <span className={className}>
      <StoreSwitcherButton
        store={store}
        locale={locale}
        placement={placement}
        label={languageName(locale)}
      />
    </span>
  )
}
