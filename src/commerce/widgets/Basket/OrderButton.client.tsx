'use client'

import { useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { CheckCartDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import { gatewayCall } from '@/components/error-modal/gateway-call'

type Props = {
  label: string
  busyLabel: string
  checkoutHref: string
  translate: (key: string) => string
}

/**
 * 'Commander': checkCart first (out of stock, test cards, a zero balance… end in the error
 * modal), then on to the checkout. Clicks are ignored while it checks; focus stays on it.
 */
export function OrderButton({ label, busyLabel, checkoutHref, translate }: Props) {
  const caller = useGatewayCaller()
  const [busy, setBusy] = useState(false)

  async function order() {
    if (busy) return
    setBusy(true)
    const checked = await gatewayCall(
      async () => (await gatewayRequest(CheckCartDocument, {}, caller)).checkCart,
      translate,
    )
    if (!checked) return setBusy(false)
    // Spec §4's identify flow (logged in, identify modal or guest order modal) comes with the
    // accounts issue; until then every shopper goes on to the checkout.
    window.location.assign(checkoutHref)
  }

  return (
    <>
      <button
        type="button"
        onClick={order}
        aria-disabled={busy}
        className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90 aria-disabled:opacity-60"
      >
        {label}
      </button>
      <p role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </p>
    </>
  )
}
