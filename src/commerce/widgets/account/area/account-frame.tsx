import type { ReactNode } from 'react'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import type { GatewayCaller } from '@/commerce/client/request'
import type { Locale } from '@/i18n/routing'

import { AccountNav, type AreaPage } from './account-nav'
import type { AreaTexts } from './texts'

type Props = {
  locale: Locale
  current: AreaPage
  title: string
  caller: GatewayCaller
  texts: AreaTexts
  children: ReactNode
}

/**
 * A page of the account area (overview, details, address book): its navigation and its title on
 * the server, the customer's data asked by the widget in the browser.
 */
export function AccountFrame({ locale, current, title, caller, texts, children }: Props) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <GatewayProvider caller={caller}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
          <AccountNav locale={locale} current={current} texts={texts} />
          <div className="flex min-w-0 flex-col gap-6">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            {children}
          </div>
        </div>
      </GatewayProvider>
    </div>
  )
}
