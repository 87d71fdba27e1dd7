'use client'

import { useState } from 'react'

import { publishCartCount } from '@/commerce/client/cart-signal'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { fill } from '@/i18n/fill'
import { linkButtonClass } from '@/components/form/compact-styles'

import { addOriginalPackageToCart, useRedeemRefresh } from './calls.client'
import { redeemErrorText } from './redeem-errors'
import type { RedeemTexts } from './texts'

type Props = {
  packageId: string
  title: string
  texts: RedeemTexts
  /** Told once the card is in the cart: the line goes, the cart modal says where it went. */
  onMoved: (title: string) => void
}

/**
 * Buy a chosen card the usual way (addOriginalPackageToCart): it leaves the exchange for the
 * regular cart, at the shop's price, paid with money.
 */
export function BuyRegularButton({ packageId, title, texts, onMoved }: Props) {
  const t = texts.modals
  const caller = useGatewayCaller()
  const refresh = useRedeemRefresh()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function move() {
    if (busy) return
    setBusy(true)
    setError(null)
    const answer = await addOriginalPackageToCart(caller, packageId).catch(() => null)
    if (answer && answer.errors.length === 0) {
      publishCartCount(answer.order)
      onMoved(title)
      await refresh()
    } else {
      setError(redeemErrorText(answer?.errors, texts.balance.genericError))
    }
    setBusy(false)
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void move()}
        aria-disabled={busy || undefined}
        aria-label={fill(t.buyRegularLabel, { title })}
        className={linkButtonClass}
      >
        {busy ? t.movingToCart : t.buyRegular}
      </button>
      {error && (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  )
}
