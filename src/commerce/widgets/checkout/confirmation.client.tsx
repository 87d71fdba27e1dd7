'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { useSessionHint } from '@/commerce/client/account.client'
import { linkClass } from '@/components/form/styles'
import { LoadFailed } from '@/components/ui/load-failed'
import { fill } from '@/i18n/fill'
import { pushEvent } from '@/components/analytics/data-layer'

import { purchaseEvent, purchaseKey, pushOnce } from './analytics'
import { usePlacedOrder } from './calls.client'
import { Deliveries } from './deliveries'
import { DeliverySupport } from './delivery-support'
import { FinishPayment } from './finish-payment.client'
import { OrderStatusNote } from './order-status-note'
import { OrderSummary } from './order-summary'
import { forgetCheckout } from './storage'
import type { CheckoutTexts } from './texts'
import { withSummaryClass } from '@/components/ui/layout-styles'

type Props = {
  texts: CheckoutTexts
  locale: string
  registerHref: string
  /** Where the delivery notes send a shopper whose cards have not arrived. */
  contactHref: string
  /** The order's uuid from the path (/paiement/{uuid}/), else `?order=` is read. */
  uuid?: string
}

const noSubscribe = () => () => {}

/** 'France' rather than 'FR'; the code itself where the browser knows no name. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
const readOrder = () => new URLSearchParams(window.location.search).get('order')

/**
 * The thank-you page (/paiement/merci/?order=, /paiement/{uuid}/[?access=]): the order number,
 * where the confirmation went, what arrives when, the totals and the billing address. A paid
 * order counts as one purchase (once per tab); a pending one offers to finish its payment.
 * Anyone but its owner sees its number and status only.
 */
export function Confirmation({ texts, locale, registerHref, contactHref, uuid: pathUuid }: Props) {
  const queryUuid = useSyncExternalStore(noSubscribe, readOrder, () => null)
  const uuid = pathUuid ?? queryUuid
  const placed = usePlacedOrder(uuid)
  const loggedIn = useSessionHint()
  const order = placed.data?.order ?? null
  const status = placed.data?.orderStatus ?? null

  useEffect(() => {
    if (!order) return
    const event = purchaseEvent(order)
    if (!event) return
    forgetCheckout()
    pushOnce(purchaseKey(order.uuid), event, pushEvent, window.sessionStorage)
  }, [order])

  if (uuid && placed.isError) {
    const failed = { loadFailed: texts.orderLoadFailed, retry: texts.retry }
    return <LoadFailed texts={failed} onRetry={() => void placed.refetch()} />
  }
  if (!uuid || (placed.data && !status)) return <p role="alert">{texts.orderNotFound}</p>
  if (!status) return <p role="status">{texts.loading}</p>
  if (!order) return <OrderStatusNote status={status} texts={texts} />
  const pending = order.status === 'PENDING'
  const billing = order.billingAddress
  return (
    <div className={withSummaryClass}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          {/* The page's heading thanks already: a pending order says what is missing. */}
          {pending && <h2 className="text-2xl font-bold">{texts.pendingTitle}</h2>}
          <p className="font-semibold">{fill(texts.orderNumber, { number: order.orderNumber })}</p>
          {!pending && <p>{fill(texts.confirmationSent, { email: order.email })}</p>}
          {pending && (
            <p>{order.paymentStatus === 'pending' ? texts.transferText : texts.pendingText}</p>
          )}
          {pending && order.canRetryPayment && <FinishPayment order={order} texts={texts} />}
        </div>
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{texts.shipmentsHeading}</h2>
          <Deliveries texts={texts} lines={order.packagesGroups} dates={order.shipments} />
          <DeliverySupport
            texts={texts}
            types={order.packagesGroups.map((line) => line.deliveryType)}
            contactHref={contactHref}
          />
        </section>
        <section className="flex flex-col gap-1">
          <h2 className="text-lg font-bold">{texts.billingHeading}</h2>
          <address className="not-italic">
            {billing.companyName && (
              <>
                {billing.companyName}
                <br />
              </>
            )}
            {billing.firstName} {billing.lastName}
            <br />
            {billing.street} {billing.houseNumber}
            {billing.suffix ? ` ${billing.suffix}` : ''}
            <br />
            {billing.postCode} {billing.city}
            <br />
            {countryName(billing.countryCode, locale)}
          </address>
        </section>
        {!loggedIn && (
          <section className="rounded-2xl border border-ink/15 p-5">
            <h2 className="text-lg font-bold">{texts.createAccountTitle}</h2>
            <p className="mt-1">{texts.createAccountText}</p>
            <a href={registerHref} className={`${linkClass} mt-3 inline-block`}>
              {texts.createAccountLink}
            </a>
          </section>
        )}
      </div>
      <OrderSummary order={order} texts={texts} />
    </div>
  )
}
