import type { ReactNode } from 'react'

import type { CallerStore } from '@/commerce/client/caller'
import type { Locale } from '@/i18n/routing'

import { RedeemProvider } from './redeem-provider.client'
import type { CardStepTexts, RedeemTexts } from './texts'

export type RedeemPageData = {
  locale: Locale
  texts: RedeemTexts
  hideCaptchaBadge: boolean
  store: CallerStore
  hrefs: {
    balance: string
    shop: string
    info: string
    checkout: string
    terms: string
    cart: string
  }
}

/** What the frame reads of a page's data: a page may give it only its card step's texts. */
type FrameData = Omit<RedeemPageData, 'texts'> & { texts: Pick<CardStepTexts, 'redeem' | 'close'> }

/**
 * A redeem page's widget area: the gateway with this tab's redeem token, the leave guard
 * and its reset modal (spec §4), under the editors' content of the page.
 */
export function RedeemFrame({ data, children }: { data: FrameData; children: ReactNode }) {
  const t = data.texts.redeem
  return (
    <RedeemProvider
      store={data.store}
      locale={data.locale}
      flowPath={data.hrefs.balance}
      texts={{
        title: t.resetTitle,
        text: t.resetText,
        confirm: t.resetConfirm,
        cancel: t.resetCancel,
        close: data.texts.close,
      }}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">{children}</div>
    </RedeemProvider>
  )
}

/** The page's own heading where editors wrote no page for the route. */
export const RedeemHeading = ({ children }: { children: ReactNode }) => (
  <h1 className="mx-auto max-w-7xl px-4 pt-8 text-3xl font-bold tracking-tight sm:px-6 sm:text-4xl">
    {children}
  </h1>
)
