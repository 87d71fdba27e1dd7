'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { useSessionHint } from '@/commerce/client/account'
import { primaryButtonClass, linkClass } from '@/commerce/widgets/Account/Area/form/styles'
import { fill } from '@/commerce/widgets/Account/Area/texts'
import { pushEvent } from '@/components/analytics/data-layer'

import { purchaseEvent, purchaseKey, pushOnce } from './analytics'
import { goToPayment, payOrder, usePlacedOrder } from './calls'
import type { PlacedOrderView } from './order'
import { OrderSummary } from './OrderSummary'
import { forgetCheckout } from './storage'
import type { CheckoutTexts } from './texts'

type Props = {
  texts: CheckoutTexts
  locale: string
  registerHref: string
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

/** 'Terminer le paiement' for a pending order: a new payment with the method chosen before. */
function FinishPayment({ order, texts }: { order: PlacedOrderView; texts: CheckoutTexts }) {
  const caller = useGatewayCaller()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  async function finish() {
    if (busy || !order.paymentMethod) return
    setBusy(true)
    const answer = await payOrder(caller, order.uuid, order.paymentMethod, null).catch(() => null)
    if (answer?.redirectUrl && answer.errors.length === 0) return goToPayment(answer.redirectUrl)
    setBusy(false)
    setFailed(true)
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        onClick={finish}
        aria-disabled={busy || undefined}
        className={primaryButtonClass}
      >
        {busy ? texts.paying : texts.finishPayment}
      </button>
      {failed && (
        <p role="alert" className="font-medium text-red-800">
          {texts.paymentGeneric}
        </p>
      )}
    </div>
  )
}

/**
 * The thank-you page (/paiement/merci/?order=, /paiement/{uuid}/): the order number, where the
 * confirmation went, what arrives when, the totals and the billing address. A paid order counts
 * as one purchase (once per tab); a pending one offers to finish its payment.
 */
export function Confirmation({ texts, locale, registerHref, uuid: pathUuid }: Props) {
  const queryUuid = useSyncExternalStore(noSubscribe, readOrder, () => null)
  const uuid = pathUuid ?? queryUuid
  const placed = usePlacedOrder(uuid)
  const loggedIn = useSessionHint()
  const order = placed.data?.order ?? null

  useEffect(() => {
    if (!order) return
    const event = purchaseEvent(order)
    if (!event) return
    forgetCheckout()
    pushOnce(purchaseKey(order.uuid), event, pushEvent, window.sessionStorage)
  }, [order])

  if (!uuid || placed.isError || (placed.data && !order))
    return <p role="alert">{texts.orderNotFound}</p>
  if (!order) return <p role="status">{texts.loading}</p>
  const pending = order.status === 'PENDING'
  const billing = order.billingAddress
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
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
          <ul className="flex flex-col gap-3">
            {order.packagesGroups.map((group) => {
              const shipment = order.shipments.find((entry) => entry.tag === group.tag)
              return (
                <li
                  key={`${group.tag}|${group.packageId}`}
                  className="rounded-lg border border-ink/15 p-3"
                >
                  <p className="font-semibold">{group.receiverTitle}</p>
                  <p className="text-sm">
                    {group.deliveryType === 'DIGITAL'
                      ? texts.digitalDelivery
                      : texts.physicalDelivery}
                    {shipment ? ` · ${shipment.formattedDeliveryDate}` : ''}
                  </p>
                </li>
              )
            })}
          </ul>
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
      <OrderSummary order={order} texts={texts} locale={locale} />
    </div>
  )
}
