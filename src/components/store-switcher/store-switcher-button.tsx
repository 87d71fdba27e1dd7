import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { languageName, storeAndLanguage } from './language-form'
import { type StoreSwitcherPlacement, StoreSwitcherTrigger } from './store-switcher-trigger.client'

export type { StoreSwitcherPlacement }

type Props = {
  store: Pick<Store, 'country'>
  locale: Locale
  placement: StoreSwitcherPlacement
  className?: string
}

/**
 * Opens the store-switcher modal from the header, the footer or the mobile menu (spec §2, §4).
 * Callers render it only when the store's `languageSwitcher` toggle is on.
 */
export async function StoreSwitcherButton({ store, locale, placement, className }: Props) {
  const t = await getTranslations({ locale, namespace: 'StoreSwitcher' })
  // The header is short of room: the language alone; the country follows in the modal.
  const text =
    placement === 'header' ? languageName(locale) : storeAndLanguage(store.country, locale, locale)
  return (
    <StoreSwitcherTrigger
      text={text}
      label={t('change')}
      placement={placement}
      className={className}
    />
  )
}
