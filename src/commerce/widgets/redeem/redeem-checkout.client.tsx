'use client'

import Link from 'next/link'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'

import { useCheckoutInfo } from '@/commerce/client/hooks.client'
import { primaryButtonClass, secondaryButtonClass } from '@/components/form/compact-styles'

import { useRedeemOrder } from './calls.client'
import { leaveFlowTo } from './leave'
import { RedeemConfirmation } from './redeem-confirmation.client'
import type { RedeemCheckoutFormProps } from './redeem-checkout-form.client'
import { useRedeemToken } from './redeem-provider.client'
import { RedeemSummary } from './redeem-summary'
import { packagesOf } from './shop-data'
import { clearRedeemToken } from './token'
import { withSummaryClass } from '@/components/ui/layout-styles'

// The form (react-hook-form, the address and payment parts) loads beside the order.
const RedeemCheckoutForm = lazy(() =>
  import('./redeem-checkout-form.client').then(async (module) => {
    await module.loadFormParts()
    return { default: module.RedeemCheckoutForm }
  }),
)

export type RedeemCheckoutProps = Omit<
  RedeemCheckoutFormProps,
  'order' | 'methods' | 'onPlaced'
> & {
  shopHref: string
  balanceHref: string
}

const noSubscribe = () => () => {}
const readOrderParam = () => new URLSearchParams(window.location.search).get('order')

/**
 * /verifier-solde/paiement/ (spec §2): the session's order with the form and the summary; once
 * placed the token is forgotten and the holder goes to the payment page, or straight to the
 * placed order when the cards paid it all.
 */
export function RedeemCheckout(props: RedeemCheckoutProps) {
  const { texts } = props
  const returned = useSyncExternalStore(noSubscribe, readOrderParam, () => null)
  const [placed, setPlaced] = useState<string | null>(null)
  const placedUuid = placed ?? returned
  const token = useRedeemToken()
  const order = useRedeemOrder()
  const info = useCheckoutInfo()
  const t = texts.checkout

  if (placedUuid) return <RedeemConfirmation uuid={placedUuid} texts={texts} />
  if (!token) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-muted p-6">
        <p>{texts.redeem.noSession}</p>
        <Link href={props.balanceHref} className={primaryButtonClass}>
          {texts.redeem.checkBalance}
        </Link>
      </div>
    )
  }
  if (order.isPending || info.isPending) return <p role="status">{texts.redeem.loading}</p>
  const current = order.data?.order
  if (order.isError || info.isError || !info.data?.checkout) {
    return (
      <div role="alert" className="flex items-center gap-3">
        <p>{t.loadFailed}</p>
        <button type="button" className={secondaryButtonClass} onClick={() => void order.refetch()}>
          {texts.redeem.retry}
        </button>
      </div>
    )
  }
  if (!current || packagesOf(current).length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t.empty}</p>
        <Link href={props.shopHref} className={primaryButtonClass}>
          {t.backToShop}
        </Link>
      </div>
    )
  }
  const onPlaced = ({
    orderUuid,
    redirectUrl,
  }: {
    orderUuid: string | null
    redirectUrl: string | null
  }) => {
    if (redirectUrl) {
      clearRedeemToken()
      return leaveFlowTo(redirectUrl)
    }
    if (!orderUuid) return
    // The confirmation keeps its address: a reload shows the placed order again.
    window.history.replaceState(null, '', `?order=${encodeURIComponent(orderUuid)}`)
    setPlaced(orderUuid)
  }
  return (
    <div className={withSummaryClass}>
      <Suspense fallback={<p role="status">{texts.redeem.loading}</p>}>
        <RedeemCheckoutForm
          {...props}
          order={current}
          methods={info.data.checkout.paymentMethods}
          onPlaced={onPlaced}
        />
      </Suspense>
      <RedeemSummary order={current} texts={texts} title={t.summaryTitle} />
    </div>
  )
}
