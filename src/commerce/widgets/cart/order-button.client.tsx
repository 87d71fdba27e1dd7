'use client'

import { useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { CheckCartDocument } from '@/commerce/client/generated/documents/check-cart'
import { gatewayRequest } from '@/commerce/client/request'
import { cartStep, cartTarget } from '@/commerce/widgets/account'
import { authTextsFor, type CartIdentifyProps } from '@/commerce/widgets/account'
import { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from '@/commerce/widgets/account'
import { isLoggedIn } from '@/commerce/widgets/account'
import { GuestOrderModalHost, IdentifyModalHost } from '@/commerce/widgets/account'
import { goTo } from '@/commerce/client/navigate'
import { gatewayCall } from '@/components/error-modal/gateway-call'
import { openModal, preloadModal } from '@/components/ui/modal/modal-registry.client'
import { useHydrated } from '@/components/ui/use-hydrated.client'

type Props = {
  label: string
  busyLabel: string
  translate: (key: string) => string
  /** Spec §4's identify flow: who the shopper is before the checkout. */
  identify: CartIdentifyProps
}

/**
 * 'Commander': checkCart first (out of stock, test cards, a zero balance… end in the error
 * modal), then the identify flow of spec §4: a logged-in customer goes on to the checkout, a
 * guest meets the identify modal or the guest order modal (the store's toggle). Clicks are
 * ignored while it checks; focus stays on it.
 */
export function OrderButton({ label, busyLabel, translate, identify }: Props) {
  const caller = useGatewayCaller()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const navigate = identify.navigate ?? goTo

  async function order() {
    if (busy) return
    setBusy(true)
    const [checked, loggedIn] = await Promise.all([
      gatewayCall(
        async () => (await gatewayRequest(CheckCartDocument, {}, caller)).checkCart,
        translate,
      ),
      isLoggedIn(caller),
    ])
    if (!checked) return setBusy(false)
    const target = cartTarget(cartStep(loggedIn, identify.orderModalAuth), identify.links)
    if ('href' in target) return navigate(target.href)
    setBusy(false)
    openModal(target.modal)
  }

  // The modal a guest will meet loads, with its texts, while they point at the button.
  const preload = () => {
    preloadModal(identify.orderModalAuth ? IDENTIFY_MODAL : GUEST_ORDER_MODAL)
    void authTextsFor(identify.language)
  }

  return (
    <>
      <button
        type="button"
        onClick={order}
        onPointerEnter={preload}
        onFocus={preload}
        aria-disabled={busy}
        // Rendered on the server with the basket: no click before the page's code can answer it.
        disabled={!hydrated}
        // Painted above floating buttons (globals.css).
        data-primary-action
        className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90 aria-disabled:opacity-60"
      >
        {label}
      </button>
      <p role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </p>
      <IdentifyModalHost {...identify} />
      <GuestOrderModalHost {...identify} />
    </>
  )
}
