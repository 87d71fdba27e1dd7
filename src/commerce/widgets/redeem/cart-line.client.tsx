'use client'

import { useId, useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { formatMoney, toCents, toUnits } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { fill } from '@/i18n/fill'
import { inputClass, linkButtonClass } from '@/components/form/compact-styles'

import { BuyRegularButton } from './buy-regular-button.client'
import { updateRedeemPackage, useRedeemRefresh } from './calls.client'
import { CART_MODAL } from './ids'
import { PackageShopActions } from './package-shop-actions.client'
import { redeemErrorText } from './redeem-errors'
import type { RedeemPackageView } from './shop-data'
import type { RedeemTexts } from './texts'

type Props = {
  item: RedeemPackageView
  texts: RedeemTexts
  /** The card went to the regular cart. */
  onMoved: (title: string) => void
}

/**
 * A chosen card in the cart modal: change its amount or take it out (updateRedeemPackage), buy
 * it the usual way instead, see its brand's shop.
 */
export function CartLine({ item, texts, onMoved }: Props) {
  const id = useId()
  const t = texts.redeem
  const caller = useGatewayCaller()
  const refresh = useRedeemRefresh()
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const amount = item.packageTotals.mainItemAmount
  const [euros, setEuros] = useState(String(Math.floor(toUnits(amount.value))))
  const qty = item.items[0]?.qty ?? 1
  const title = item.mainProduct.redeemData?.title || item.mainProduct.title
  const money = useIntlLocale()

  async function update(nextQty: number, cents: number) {
    setBusy(true)
    setError(null)
    const answer = await updateRedeemPackage(caller, item.id, {
      productId: item.mainProduct.id,
      deliveryType: item.deliveryType,
      amount: cents,
      qty: nextQty,
    }).catch(() => null)
    setBusy(false)
    if (answer && answer.errors.length === 0) {
      setEditing(false)
      return refresh()
    }
    setError(redeemErrorText(answer?.errors, texts.balance.genericError))
  }

  return (
    <li className="flex flex-col gap-2 border-b border-ink/10 py-3" data-testid="redeem-cart-line">
      <div className="flex items-start justify-between gap-3">
        <p>
          <span className="font-semibold">{title}</span>{' '}
          <span className="text-sm">
            ({item.deliveryType === 'PHYSICAL' ? t.linePhysical : t.lineDigital})
          </span>
        </p>
        <p className="tabular-nums">
          {fill(t.lineQty, { qty, amount: formatMoney(amount, money) })}
        </p>
      </div>
      {editing && (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (/^\d+$/.test(euros)) void update(qty, toCents(Number(euros)))
            else setError(t.amountWhole)
          }}
        >
          <label className="flex flex-col text-sm font-semibold" htmlFor={`${id}-amount`}>
            {t.amount}
            <input
              id={`${id}-amount`}
              inputMode="numeric"
              value={euros}
              onChange={(event) => setEuros(event.target.value)}
              className={`${inputClass} mt-1 w-32`}
            />
          </label>
          <button type="submit" aria-disabled={busy || undefined} className={linkButtonClass}>
            {t.save}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {item.packageTotals.mainItemEditable && !editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={fill(t.changeLabel, { title })}
            className={linkButtonClass}
          >
            {t.change}
          </button>
        )}
        <button
          type="button"
          onClick={() => void update(0, amount.value)}
          aria-disabled={busy || undefined}
          aria-label={fill(t.removeLabel, { title })}
          className={linkButtonClass}
        >
          {t.remove}
        </button>
        <BuyRegularButton packageId={item.id} title={title} texts={texts} onMoved={onMoved} />
        <PackageShopActions item={item} texts={texts.modals} returnTo={CART_MODAL} />
      </div>
    </li>
  )
}
