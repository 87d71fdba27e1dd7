import type { Store } from '@/payload-types'

import type { LegalLabels } from './legal-links'
import type { PaymentLabels } from './payment-logos'
import { networkNames, type ShownNetwork } from './social-links'

/** next-intl's `t` of the Footer namespace: getTranslations, or createTranslator in stories. */
type Translate = (key: string, values?: Record<string, string>) => string

/** Every text of the footer as plain strings, so the view renders anywhere. */
export type FooterTexts = {
  shippingPromise: string
  siteMap: string
  payment: PaymentLabels
  languageAndCountry: string
  /** The store switcher's purpose, for screen readers: 'Change country and language'. */
  changeStore: string
  legal: LegalLabels
  followUs: string
  social: Record<ShownNetwork, string>
  copyright: string
}

export function footerTexts(
  t: Translate,
  store: Pick<Store, 'name' | 'organisation'>,
  year: number,
  /** Texts of the widgets the footer opens, from their own namespaces. */
  widgets: { changeStore: string },
): FooterTexts {
  const social = Object.fromEntries(
    Object.entries(networkNames).map(([network, name]) => [
      network,
      t('socialLink', { storeName: store.name, network: name }),
    ]),
  ) as Record<ShownNetwork, string>
  return {
    shippingPromise: t('shippingPromise'),
    siteMap: t('siteMap'),
    payment: { heading: t('paymentMethods'), secure: t('securePayment'), invoice: t('invoice') },
    languageAndCountry: t('languageAndCountry'),
    changeStore: widgets.changeStore,
    legal: {
      heading: t('legal'),
      terms: t('terms'),
      privacy: t('privacy'),
      cookies: t('cookies'),
    },
    followUs: t('followUs'),
    social,
    copyright: t('copyright', { year: String(year), organisation: store.organisation.name }),
  }
}
