import { storeAndLanguage } from '@/components/store-switcher/language-form'
import { StoreSwitcherTrigger } from '@/components/store-switcher/store-switcher-trigger.client'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

type Props = {
  store: Pick<Store, 'country'>
  locale: Locale
  /** The row's name: 'Language and country'. */
  label: string
  /** The button's purpose: 'Change country and language'. */
  changeStore: string
}

/** The footer's language and country row: where the shopper is, opening the store switcher. */
export function LocaleRow({ store, locale, label, changeStore }: Props) {
  return (
    <nav aria-label={label}>
      <StoreSwitcherTrigger
        text={storeAndLanguage(store.country, locale, locale)}
        label={changeStore}
        placement="footer"
      />
    </nav>
  )
}
