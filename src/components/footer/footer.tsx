import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { FooterView, type FooterVariant } from './footer-view'
import { footerTexts } from './texts'

type Props = { store: Store; variant?: FooterVariant }

/** The storefront footer on a page: its language and texts from next-intl, then the pure view. */
export async function Footer({ store, variant = 'default' }: Props) {
  const [locale, t, switcher] = await Promise.all([
    getLocale(),
    getTranslations('Footer'),
    getTranslations('StoreSwitcher'),
  ])
  const labels = footerTexts(t, store, new Date().getFullYear(), {
    changeStore: switcher('change'),
  })
  return <FooterView store={store} locale={locale as Locale} labels={labels} variant={variant} />
}
