import type { ReactNode } from 'react'

import { RedeemProvider } from '@/commerce/widgets/redeem/redeem-provider.client'
import { clearRedeemToken, storeRedeemToken } from '@/commerce/widgets/redeem/token'

import { REDEEM_TOKEN, store, texts } from './redeem-fixtures'

export const desktop = { viewport: { value: 'desktop', isRotated: false } }
export const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** A redeem page as redeem-route renders it: the heading, the widget on the redeem gateway. */
export function RedeemStoryFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = texts.redeem
  return (
    <RedeemProvider
      store={store}
      locale="fr"
      flowPath="/verifier-solde/"
      texts={{
        title: t.resetTitle,
        text: t.resetText,
        confirm: t.resetConfirm,
        cancel: t.resetCancel,
        close: texts.close,
      }}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold">{title}</h1>
        {children}
      </div>
    </RedeemProvider>
  )
}

/** A story inside a redeem session (a token in this tab), or before one. */
export const withSession = (inSession: boolean) => () => {
  if (inSession) storeRedeemToken(REDEEM_TOKEN)
  else clearRedeemToken()
  return () => clearRedeemToken()
}
