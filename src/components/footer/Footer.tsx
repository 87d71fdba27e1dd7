import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { FooterView, type FooterVariant } from './FooterView'
import { footerLabels } from './labels'

type Props = { store: Store; variant?: FooterVariant }

/** The storefront footer on a page: its language and texts from next-intl, then the pure view. */
export async function Footer({ store, variant = 'default' }: Props) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Footer')])
  const labels = footerLabels(t, store, new Date().getFullYear())
  return <FooterView store={store} locale={locale as Locale} labels={labels} variant={variant} />
}
