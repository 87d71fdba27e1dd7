'use client'

import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { useUserInfo } from '@/commerce/client/account.client'
import { useCart, useCheckoutInfo } from '@/commerce/client/hooks.client'
import { useSessionHint } from '@/commerce/client/account.client'
import { pushEvent } from '@/components/analytics/data-layer'
import { LoadFailed } from '@/components/ui/load-failed'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { beginCheckoutEvent } from './analytics'
import type { CheckoutFormProps } from './checkout-form.client'
import { CheckoutFormOnDemand, loadForm } from './checkout-form-on-demand.client'
import { CheckoutEmpty } from './checkout-states'
import { ORDER_OVERVIEW_MODAL } from './order-overview-id'
import { OrderOverviewModalHost } from './order-overview-modal-host.client'
import { loadPrefill } from './load-prefill'
import { OrderSummary } from './order-summary'
import { PaymentReturn } from './payment-return.client'
import { withRegisteredMail } from './registered-mail'
import { useWarmMoneyFormat } from './warm-money.client'
import type { ServerCheckout } from './server-checkout'
import { withSummaryClass } from '@/components/ui/layout-styles'

const RetryPayment = lazy(() => import('./retry-payment.client'))

export type CheckoutProps = Omit<
  CheckoutFormProps,
  'formId' | 'order' | 'info' | 'user' | 'onRegisteredMailChange'
> & {
  cartHref: string
  giftCardsHref: string
  /** This page's path, without the return's query. */
  checkoutHref: string
  /** The store's retryPaymentPage toggle (spec §2 retry-payment view). */
  retryPaymentPage: boolean
  /** A guest's basket and options as the page's render read them; null: asked in the browser. */
  serverCheckout: ServerCheckout | null
}

const noSubscribe = () => () => {}
const readQuery = () => window.location.search
/** The page is static: `?error=` and `?order=` are read in the browser, after hydration. */
const useQueryParams = () =>
  new URLSearchParams(useSyncExternalStore(noSubscribe, readQuery, () => ''))

/**
 * The checkout page's widget (spec §2 /paiement/): the cart, the checkout info and the
 * customer from the gateway in the browser; a return from a failed payment says why on top.
 */
export function Checkout(props: CheckoutProps) {
  const { texts, locale } = props
  const query = useQueryParams()
  const error = query.get('error')
  const orderUuid = query.get('order')
  const alert = error && (
    <PaymentReturn code={error} locale={locale} generic={texts.paymentGeneric} />
  )
  if (props.retryPaymentPage && error && orderUuid) {
    return (
      <div className="flex flex-col gap-6">
        {alert}
        <Suspense fallback={<p role="status">{texts.loading}</p>}>
          <RetryPayment
            uuid={orderUuid}
            texts={texts}
            locale={locale}
            termsHref={props.termsHref}
            checkoutHref={props.checkoutHref}
            fallback={<CheckoutBody {...props} />}
          />
        </Suspense>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      {alert}
      <CheckoutBody {...props} />
    </div>
  )
}

/**
 * While the basket and the form load: a screen high, so that the footer starts below the fold and
 * is not shifted down when the form arrives (Lighthouse counted 0.06 of layout shift).
 */
const Loading = ({ text }: { text: string }) => (
  <p role="status" className="min-h-dvh">
    {text}
  </p>
)

function CheckoutBody(props: CheckoutProps) {
  const { texts } = props
  const cart = useCart(props.serverCheckout?.cart)
  const info = useCheckoutInfo(props.serverCheckout?.checkout)
  const hinted = useSessionHint()
  const { user, isPending: userPending } = useUserInfo()
  const order = cart.data?.order ?? null
  const [registeredMail, setRegisteredMail] = useState(false)
  const begun = useRef(false)
  const formId = useId()
  // A form the page's render drew (a guest's basket with lines) has no Suspense boundary: React's
  // stream outlines one of over 500 bytes (its "loading" line first, the content a frame later),
  // and one still waiting when the page's first update comes (the session answered, say) is
  // dropped and drawn again after hydration (the largest paint came at 3.3 s in Lighthouse, 2.5 s
  // empty). It is an `<Activity>` instead, hydrated when reached (checkout-form-on-demand).
  const [drawnByServer] = useState(() =>
    Boolean(props.serverCheckout?.cart.cartV2.order?.packagesGroups.length),
  )
  // Drawn in the browser, the form loads from the first render on, alongside the basket, and
  // shows once both are in; drawn by the server, when the shopper reaches it.
  useEffect(() => void (drawnByServer || loadForm()), [drawnByServer])
  useWarmMoneyFormat(order?.totals.grandTotal.currency)
  useEffect(() => void (user && loadPrefill()), [user])
  useEffect(() => {
    const event = order && !begun.current ? beginCheckoutEvent(order) : null
    if (!event) return
    begun.current = true
    pushEvent(event)
  }, [order])

  if (cart.isPending || info.isPending || (hinted && userPending)) {
    return <Loading text={texts.loading} />
  }
  if (cart.isError || info.isError || !info.data?.checkout) {
    return (
      <LoadFailed
        texts={texts}
        onRetry={() => void Promise.all([cart.refetch(), info.refetch()])}
      />
    )
  }
  if (!order || order.packagesGroups.length === 0) {
    return (
      <CheckoutEmpty texts={texts} cartHref={props.cartHref} giftCardsHref={props.giftCardsHref} />
    )
  }
  const charged = registeredMail
    ? withRegisteredMail(order, info.data.checkout, texts.registeredMailRow)
    : order
  const page = (
    <div className={withSummaryClass}>
      <CheckoutFormOnDemand
        {...props}
        formId={formId}
        order={charged}
        info={info.data.checkout}
        user={user}
        onRegisteredMailChange={setRegisteredMail}
      />
      <OrderSummary order={charged} texts={texts}>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <ModalTrigger modal={ORDER_OVERVIEW_MODAL} className="underline underline-offset-4">
            {texts.orderOverview}
          </ModalTrigger>
          <a href={props.cartHref} className="underline underline-offset-4">
            {texts.editCart}
          </a>
        </p>
        <OrderOverviewModalHost order={charged} texts={texts} />
      </OrderSummary>
    </div>
  )
  // Else the summary waits for the form: shown first, it would be pushed down (on phones) when
  // the form arrives above it, a layout shift of half the screen.
  if (drawnByServer) return page
  return <Suspense fallback={<Loading text={texts.loading} />}>{page}</Suspense>
}
