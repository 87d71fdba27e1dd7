'use client'

import { useEffect, useId, useMemo, useRef } from 'react'

import { isBuyerShipment } from '@/commerce/domain/shipment-tag'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { DeleteGiftcardPackageGroupDocument } from '@/commerce/client/generated/documents/delete-giftcard-package-group'
import { useCartChanged } from '@/commerce/client/hooks.client'
import { gatewayRequest } from '@/commerce/client/request'
import { pushEvent } from '@/components/analytics/data-layer'
import { gatewayCall, reportGatewayErrors } from '@/components/error-modal/gateway-call'
import { openModal } from '@/components/ui/modal/modal-registry.client'

import { removeFromCartEvent } from '@/components/analytics/cart-events'
import { CartLines } from './cart-lines'
import { EmptyCart } from './cart-states'
import { TotalsSummary } from '@/components/totals/totals-summary'
import { DeleteShipmentModalHost, PackagePreviewModalHost } from './modal-hosts.client'
import { CART_DELETE_MODAL } from './ids'
import { type CartMessages, type CartTexts, cartTexts } from './texts'
import type { ShipmentLine } from '@/commerce/client/cart-order'
import { LoadFailed } from '@/components/ui/load-failed'
import { useIntlLocale } from '@/components/intl-locale.client'
import { OrderButton } from './order-button.client'
import { useStepPackage } from './use-step-package.client'
import { withSummaryClass } from '@/components/ui/layout-styles'
import type { Locale } from '@/i18n/routing'
import { type CartProps, type CartQueryResult, retryClass } from './cart-props'

/** The cart's texts, formatted in the page's language (the lines are in the page's HTML). */
function useCartTexts(locale: Locale, messages: CartMessages): CartTexts {
  const intl = useIntlLocale()
  return useMemo(() => cartTexts(locale, intl, messages), [locale, intl, messages])
}

/**
 * The cart with its texts, once it has lines or errors to show (spec §2, §4): the lines per
 * receiver with their delete, each package with its quantity and edit link (issue 24), and the
 * summary with the order button. A change pushes its event, and its answer is the cart shown
 * and the header's count (no second request). Imported by the cart, not loaded on demand
 * (cart.client.tsx says why).
 */
export function CartWithTexts(props: CartProps & { cart: CartQueryResult }) {
  const { locale, messages, giftCardsHref, productHref, identify, cart } = props
  const labels = useCartTexts(locale, messages)
  const caller = useGatewayCaller()
  const changed = useCartChanged()
  const order = cart.data?.order ?? null
  const linesId = useId()
  const landing = useRef<HTMLHeadingElement>(null)
  const removal = useRef<{ line: ShipmentLine; trigger: HTMLElement } | null>(null)
  const stepper = useStepPackage(labels, changed)
  useEffect(() => {
    reportGatewayErrors(cart.data?.errors, labels.validation)
  }, [cart.data, labels])

  function askRemoval(line: ShipmentLine, trigger: HTMLElement) {
    removal.current = { line, trigger }
    const own = isBuyerShipment(line.tag) ? 'yes' : 'other'
    openModal(CART_DELETE_MODAL, { receiver: line.receiverTitle, own })
  }

  async function remove() {
    const line = removal.current?.line
    if (!line) return
    const { tag: shipmentTag, packageId } = line
    const done = await gatewayCall(
      async () =>
        (
          await gatewayRequest(
            DeleteGiftcardPackageGroupDocument,
            { shipmentTag, packageId },
            caller,
          )
        ).deleteGiftcardPackageGroup,
      labels.validation,
    )
    if (!done) return
    if (order) pushEvent(removeFromCartEvent(order, line))
    changed(done)
  }

  const finalFocus = () => {
    const trigger = removal.current?.trigger
    return trigger?.isConnected ? trigger : (landing.current ?? true)
  }

  // Mounted once the cart had lines or errors: its data stays, and a failed read again says so.
  let content
  if (cart.isError) {
    content = (
      <LoadFailed texts={labels} onRetry={() => void cart.refetch()} buttonClassName={retryClass} />
    )
  } else if (!order || order.packagesGroups.length === 0) {
    content = <EmptyCart labels={labels} href={giftCardsHref} ref={landing} />
  } else {
    content = (
      <div className={withSummaryClass}>
        <section aria-labelledby={linesId} className="flex flex-col gap-4">
          <h2 id={linesId} ref={landing} tabIndex={-1} className="text-xl font-bold outline-none">
            {labels.lines}
          </h2>
          <CartLines
            order={order}
            labels={labels}
            productHref={productHref}
            onDelete={askRemoval}
            onStep={stepper.step}
            stepping={stepper.stepping}
          />
          <p role="status" className="sr-only">
            {stepper.status}
          </p>
        </section>
        <TotalsSummary order={order} texts={labels.totals} money={labels.money}>
          <OrderButton
            label={labels.order}
            busyLabel={labels.checking}
            translate={labels.validation}
            identify={identify}
          />
        </TotalsSummary>
      </div>
    )
  }
  return (
    <>
      {content}
      <DeleteShipmentModalHost
        labels={labels.deleteModal}
        onConfirm={remove}
        finalFocus={finalFocus}
      />
      <PackagePreviewModalHost order={order} labels={labels} />
    </>
  )
}
