'use client'

import { type MouseEvent, useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { openModal } from '@/components/ui/modal/modal-registry.client'

import { useRedeemOrder } from '../calls.client'
import { leaveFlowTo } from '../leave'
import { REDEEM_IDENTIFY_MODAL } from './ids'
import { needsPhysicalAddress } from './redeem-flow'

/**
 * 'To checkout' of the redeem shop (spec §4 identify flow): a holder already known goes on to
 * the redeem checkout without the leave warning, anyone else gets the guest order form modal.
 * The link keeps its address, so the checkout opens without scripts too.
 */
export function useRedeemCheckoutStart(checkoutHref: string, navigate = leaveFlowTo) {
  const caller = useGatewayCaller()
  const order = useRedeemOrder().data?.order
  const [busy, setBusy] = useState(false)
  const start = async (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const needsAddress = needsPhysicalAddress(order)
    // Loaded on use: the account parts (the phone rules among them) stay out of the shop's load.
    // Should that fail, the checkout asks the details itself.
    const next = await import('./identified')
      .then(({ firstStep }) => firstStep(caller, needsAddress))
      .catch(() => ({ checkout: true }) as const)
    setBusy(false)
    if ('checkout' in next) return navigate(checkoutHref)
    openModal(REDEEM_IDENTIFY_MODAL, { view: next.view, needsAddress: needsAddress ? '1' : '' })
  }
  return { busy, onClick: (event: MouseEvent) => void start(event) }
}
