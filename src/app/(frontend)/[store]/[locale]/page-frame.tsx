import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ErrorModalHost } from '@/components/error-modal/error-modal-host.client'
import type { FooterVariant } from '@/components/footer/footer-view'
import { Header } from '@/components/header/header'
import { type HeaderVariant, shopHeaderVariant } from '@/components/header/variant'
import { Notices } from '@/components/notices'
import { SiteFooter } from '@/components/site-footer'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

type Props = {
  locale: Locale
  /** 'shop' follows the store's header toggle (default or v3). */
  header: HeaderVariant | 'shop'
  footer?: FooterVariant
  children: ReactNode
}

/** A route group's page chrome: its header, the notices, the page as <main>, its footer. */
export async function PageFrame({ locale, header, footer = 'default', children }: Props) {
  const [store, notices, errors, modal] = await Promise.all([
    getStore(locale),
    getTranslations('Notices'),
    getTranslations('Errors'),
    getTranslations('Modal'),
  ])
  const variant = header === 'shop' ? shopHeaderVariant(store.toggles) : header
  return (
    <>
      <Header store={store} locale={locale} variant={variant} />
      <Notices
        toggles={store.toggles}
        labels={{ delayWarning: notices('delayWarning'), notices: notices('notices') }}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter store={store} variant={footer} />
      <ErrorModalHost
        labels={{
          title: errors('title'),
          generic: errors('generic'),
          ok: errors('ok'),
          close: modal('close'),
        }}
        translatedMessages={Boolean(store.toggles?.errorMessages)}
      />
    </>
  )
}
