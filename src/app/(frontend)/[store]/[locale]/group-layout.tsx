import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { FooterVariant } from '@/components/footer/footer-view'
import type { HeaderVariant } from '@/components/header/variant'
import { routeLocale } from '@/server/route-store'

import { PageFrame } from './page-frame'

type Props = { children: ReactNode; params: Promise<{ store: string; locale: string }> }

/** The layout of a route group: the page frame with the group's header and footer. */
export function groupLayout(header: HeaderVariant | 'shop', footer?: FooterVariant) {
  return async function GroupLayout({ children, params }: Props) {
    const locale = await routeLocale(await params)
    setRequestLocale(locale)
    return (
      <PageFrame locale={locale} header={header} footer={footer}>
        {children}
      </PageFrame>
    )
  }
}
