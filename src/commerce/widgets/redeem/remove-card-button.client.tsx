'use client'

import { useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { fill } from '@/i18n/fill'
import { linkButtonClass } from '@/components/form/compact-styles'
import { openModal } from '@/components/ui/modal/modal-registry.client'

import { removeGiftcardPayment, useRedeemRefresh } from './calls.client'
import { RESET_MODAL } from './leave'
import { cardRemoval } from './package-actions'
import { redeemErrorText } from './redeem-errors'
import type { RedeemTexts } from './texts'

type Props = {
  payment: { id: string; lastFour: string }
  /** How many cards pay for the session. */
  count: number
  texts: RedeemTexts
  /** Where leaving the exchange goes (the balance check). */
  balanceHref: string
}

/**
 * A source card's remove button (removeGiftcardPayment): the order is asked again after. The
 * only card cannot go: the button offers to leave the exchange instead (the reset modal).
 */
export function RemoveCardButton({ payment, count, texts, balanceHref }: Props) {
  const t = texts.modals
  const caller = useGatewayCaller()
  const refresh = useRedeemRefresh()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function remove() {
    if (busy) return
    if (cardRemoval(count) === 'reset') return openModal(RESET_MODAL, { href: balanceHref })
    setBusy(true)
    setError(null)
    const answer = await removeGiftcardPayment(caller, payment.id).catch(() => null)
    if (answer && answer.errors.length === 0) await refresh()
    else setError(redeemErrorText(answer?.errors, texts.balance.genericError))
    setBusy(false)
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void remove()}
        aria-disabled={busy || undefined}
        aria-haspopup={cardRemoval(count) === 'reset' ? 'dialog' : undefined}
        aria-label={fill(t.removeCardLabel, { lastFour: payment.lastFour })}
        className={`${linkButtonClass} -my-2`}
      >
        {busy ? t.removingCard : t.removeCard}
      </button>
      {error && (
        <span role="alert" className="basis-full text-right font-medium text-red-700">
          {error}
        </span>
      )}
    </>
  )
}
