import '../../globals.css'

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { TagManager } from '@/components/analytics/tag-manager'
import { ClickIdCapture } from '@/components/click-id-capture.client'
import { DemoBanner } from '@/components/demo-banner'
import { IntlLocaleProvider } from '@/components/intl-locale.client'
import { ScrollUpButton } from '@/components/scroll-up-button.client'
import { StoreSwitcher } from '@/components/store-switcher/store-switcher'
import { htmlLang, themeVariables } from '@/components/theme'
import { routeIntlLocale, routeLocale, type StoreParams } from '@/server/route-store'
import { getStore } from '@/server/store'
import { storeIconPath, TOUCH_ICON_SIZE } from '@/server/store-app/manifest'

import { inter } from '../../fonts'
import styles from './layout.module.css'

type Props = { children: ReactNode; params: Promise<StoreParams> }

// No locale prerendered: every page (home, lists, fixed pages) renders on its first request, from
// the server's database, then is served from the cache until its tags expire (as content/route.tsx's
// renderOnFirstRequest; not imported: its templates' client code would join every page's bundle).
export const generateStaticParams = (): { store: string; locale: string }[] => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(await params)
  const [store, t] = await Promise.all([
    getStore(locale),
    getTranslations({ locale, namespace: 'Metadata' }),
  ])
  return {
    title: { default: store.name, template: t('titleTemplate', { storeName: store.name }) },
    description: t('description'),
    metadataBase: new URL(store.organisation.url),
    // The host's store's (src/app/manifest.webmanifest, src/app/store-icon): its name and colours.
    manifest: '/manifest.webmanifest',
    // Icons given here replace the app's icon.svg in the head (favicon.ico stays): it is named too.
    icons: {
      icon: [{ url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }],
      apple: [{ url: storeIconPath(TOUCH_ICON_SIZE), sizes: '180x180' }],
    },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await routeLocale(await params)
  setRequestLocale(locale)
  const [store, t] = await Promise.all([getStore(locale), getTranslations('Common')])
  const theme = store.toggles?.colourThemes ? themeVariables(store) : undefined
  // No style at all in the default colours: the RSC payload spells out an unset one too.
  return (
    <html
      lang={htmlLang(locale, store)}
      className={inter.variable}
      {...(theme && { style: theme })}
    >
      <body className={styles.body}>
        <StoreSwitcher store={store} locale={locale} />
        <DemoBanner />
        <a href="#main" className={styles.skip}>
          {t('skipToContent')}
        </a>
        {/* The route groups' layouts bring the header, <main> and the footer (page-frame.tsx). */}
        <IntlLocaleProvider value={routeIntlLocale(locale)} timeZone={store.timeZone}>
          {children}
        </IntlLocaleProvider>
        <ScrollUpButton label={t('scrollUp')} />
        <ClickIdCapture />
        {store.analytics?.tagManagerId ? (
          <TagManager containerId={store.analytics.tagManagerId} />
        ) : null}
      </body>
    </html>
  )
}
