import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { MediaImage } from '../media-image'
import { footerLogoKinds } from './footer-logos'
import { FooterMenu } from './footer-menu'
import type { FooterTexts } from './texts'
import { LegalLinks, type LegalRoutes } from './legal-links'
import { LocaleRow } from './locale-row'
import { PaymentLogos } from './payment-logos'
import { ShippingStrip } from './shipping-strip'
import { SocialLinks } from './social-links'

import frame from './footer-frame.module.css'
import styles from './footer.module.css'

export type FooterVariant = 'default' | 'redeem'

export type FooterViewProps = {
  store: Store
  locale: Locale
  labels: FooterTexts
  variant?: FooterVariant
}

/** The storefront footer (spec §2), pure: the store, the language and its texts in, markup out. */
export function FooterView({ store, locale, labels, variant = 'default' }: FooterViewProps) {
  const { toggles } = store
  const legal = (routes?: LegalRoutes) => (
    <LegalLinks
      locale={locale}
      labels={labels.legal}
      showCookies={Boolean(toggles?.cookiesLink)}
      routes={routes}
    />
  )
  const copyright = <p className="text-sm">{labels.copyright}</p>
  if (variant === 'redeem') {
    return (
      <footer className="bg-muted text-ink">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {legal({ terms: '/redeem/terms', privacy: '/redeem/privacy' })}
          {copyright}
        </div>
      </footer>
    )
  }
  const paymentIcons = footerLogoKinds(store)
  return (
    <footer className={frame.footer}>
      <ShippingStrip text={labels.shippingPromise} />
      <div>
        <div className={styles.top}>
          <FooterMenu items={store.footerMenu?.menuItems ?? []} label={labels.siteMap} />
          {paymentIcons.length > 0 && <PaymentLogos kinds={paymentIcons} labels={labels.payment} />}
        </div>
        {toggles?.languageSwitcher && (
          <div className={frame.locales}>
            <LocaleRow
              store={store}
              locale={locale}
              label={labels.languageAndCountry}
              changeStore={labels.changeStore}
            />
          </div>
        )}
        <div className={frame.legalRow}>
          {legal()}
          <div className={styles.bottom}>
            <div className={frame.brand}>
              {/* Decorative: the copyright beside it names the organisation. */}
              <MediaImage media={store.footerLogo} alt="" width={140} height={30} />
              {copyright}
            </div>
            <SocialLinks
              links={store.socialLinks ?? []}
              heading={labels.followUs}
              names={labels.social}
            />
          </div>
        </div>
      </div>
    </footer>
  )
}
