'use client'

import { useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { useOrderAccess } from '@/commerce/client/order-access.client'
import { primaryButtonClass } from '@/components/form/styles'

import { goToPayment, payOrder } from './calls.client'
import type { PlacedOrderView } from './order'
import type { CheckoutTexts } from './texts'

/** 'Terminer le paiement' for a pending order: a new payment with the method chosen before. */
export function FinishPayment({ order, texts }: { order: PlacedOrderView; texts: CheckoutTexts }) {
  const caller = useGatewayCaller()
  const access = useOrderAccess()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  async function finish() {
    if (busy || !order.paymentMethod) return
    setBusy(true)
    const answer = await payOrder(
      caller,
      { uuid: order.uuid, access },
      order.paymentMethod,
      null,
    ).catch(() => null)
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
