'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { isBuyerShipment } from '@/commerce/domain/shipment-tag'
import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { DeleteGiftcardPackageGroupDocument } from '@/commerce/client/generated/documents/delete-giftcard-package-group'
import { useCart, useCartChanged } from '@/commerce/client/hooks.client'
import { gatewayRequest } from '@/commerce/client/request'
import { pushEvent } from '@/components/analytics/data-layer'
import { gatewayCall, reportGatewayErrors } from '@/components/error-modal/gateway-call'
import { openModal } from '@/components/ui/modal/modal-registry.client'
import type { CartIdentifyProps } from '@/commerce/widgets/account'
import type { Locale } from '@/i18n/routing'

import { removeFromCartEvent, viewCartEvent } from '@/components/analytics/cart-events'
import { CartLines } from './cart-lines'
import { EmptyCart } from './cart-states'
import { TotalsSummary } from '@/components/totals/totals-summary'
import { DeleteShipmentModalHost, PackagePreviewModalHost } from './modal-hosts.client'
import { CART_DELETE_MODAL } from './ids'
import type { CartMessages, CartTexts } from './texts'
import type { ShipmentLine, CartOrder } from '@/commerce/client/cart-order'
import { LoadFailed } from '@/components/ui/load-failed'
import { useIntlLocale } from '@/components/intl-locale.client'
import { OrderButton } from './order-button.client'
import { useStepPackage } from './use-step-package.client'
import { withSummaryClass } from '@/components/ui/layout-styles'

export type CartProps = {
  locale: Locale
  messages: CartMessages
  giftCardsHref: string
  /** A product page's path with PRODUCT for its slug. */
  productHref: string
  /** The identify flow behind the order button (spec §4). */
  identify: CartIdentifyProps
}

/** view_cart once per page, when the cart first shows cards and a total (spec §4). */
function useViewCart(order: CartOrder | null) {
  const sent = useRef(false)
  useEffect(() => {
    const event = order && !sent.current ? viewCartEvent(order) : null
    if (!event) return
    sent.current = true
    pushEvent(event)
  }, [order])
}

/**
 * The cart's texts: their ICU formatter (plurals, the buyer's own lines) loads beside the
 * cart, not with the page; null until then.
 */
function useCartTexts(locale: Locale, messages: CartMessages): CartTexts | null {
  const [texts, setTexts] = useState<CartTexts | null>(null)
  const intl = useIntlLocale()
  useEffect(() => {
    let current = true
    void import('./texts').then(({ cartTexts }) => {
      if (current) setTexts(cartTexts(locale, intl, messages))
    })
    return () => {
      current = false
    }
  }, [locale, intl, messages])
  return texts
}

/**
 * The cart page's widget (spec §2, §4): the lines per receiver with their delete, each package
 * with its quantity and edit link (issue 24), and the summary with the order button. The cart
 * is asked in the browser, never cached; a change pushes its event, and its answer is the cart
 * shown and the header's count (no second request).
 */
export function Cart({ locale, messages, giftCardsHref, productHref, identify }: CartProps) {
  const labels = useCartTexts(locale, messages)
  const caller = useGatewayCaller()
  const cart = useCart()
  const changed = useCartChanged()
  const order = cart.data?.order ?? null
  const linesId = useId()
  const landing = useRef<HTMLHeadingElement>(null)
  const removal = useRef<{ line: ShipmentLine; trigger: HTMLElement } | null>(null)
  const stepper = useStepPackage(labels, changed)
  useViewCart(order)
  useEffect(() => {
    if (labels) reportGatewayErrors(cart.data?.errors, labels.validation)
  }, [cart.data, labels])

  function askRemoval(line: ShipmentLine, trigger: HTMLElement) {
    removal.current = { line, trigger }
    const own = isBuyerShipment(line.tag) ? 'yes' : 'other'
    openModal(CART_DELETE_MODAL, { receiver: line.receiverTitle, own })
  }

  async function remove() {
    const line = removal.current?.line
    if (!line || !labels) return
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

  let content
  if (cart.isPending || !labels) {
    content = <p role="status">{messages.Cart.loading}</p>
  } else if (cart.isError) {
    content = (
      <LoadFailed
        texts={labels}
        onRetry={() => void cart.refetch()}
        buttonClassName="rounded-full border border-ink/25 px-6 py-3 font-semibold hover:bg-muted"
      />
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
      {labels && (
        <>
          <DeleteShipmentModalHost
            labels={labels.deleteModal}
            onConfirm={remove}
            finalFocus={finalFocus}
          />
          <PackagePreviewModalHost order={order} labels={labels} />
        </>
      )}
    </>
  )
}
