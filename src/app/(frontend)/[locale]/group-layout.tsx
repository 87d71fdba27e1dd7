import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { FooterVariant } from '@/components/footer/footer-view'
import type { HeaderVariant } from '@/components/header/variant'
import { asLocale } from '@/i18n/routing'

import { PageFrame } from './page-frame'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** The layout of a route group: the page frame with the group's header and footer. */
export function groupLayout(header: HeaderVariant | 'shop', footer?: FooterVariant) {
  return async function GroupLayout({ children, params }: Props) {
    const requested = (await params).locale
    const locale = asLocale(requested)
    setRequestLocale(locale)
    return (
      <PageFrame locale={locale} header={header} footer={footer}>
        {children}
      </PageFrame>
    )
  }
}
