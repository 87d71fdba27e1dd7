'use client'

import Link from 'next/link'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { fill } from '@/i18n/fill'
import { primaryButtonClass, secondaryButtonClass } from '@/components/form/compact-styles'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { CART_MODAL, NICE_TO_KNOW_MODAL } from './ids'
import { useRedeemCheckoutStart } from './identify/use-checkout-start.client'
import type { RedeemOrderView } from './shop-data'
import { chosenCount } from './shop-data'
import type { RedeemTexts } from './texts'

type Money = { currency: string; value: number }

type Props = {
  texts: RedeemTexts['redeem']
  remaining: Money | null | undefined
  amountToPay: Money | null | undefined
  order: RedeemOrderView | null | undefined
  checkoutHref: string
}

/** The redeem shop's top: what is left to exchange (or to pay), the cart and the checkout. */
export function BalanceBar({ texts, remaining, amountToPay, order, checkoutHref }: Props) {
  const money = useIntlLocale()
  const count = chosenCount(order)
  const toCheckout = useRedeemCheckoutStart(checkoutHref)
  const toPay = amountToPay && amountToPay.value > 0 ? amountToPay : null
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-muted p-4">
      <p className="flex-1 text-lg font-bold" role="status" data-testid="redeem-remaining">
        {toPay
          ? fill(texts.amountToPayNote, { amount: formatMoney(toPay, money) })
          : remaining && fill(texts.balanceLeft, { amount: formatMoney(remaining, money) })}
      </p>
      <ModalTrigger
        modal={NICE_TO_KNOW_MODAL}
        className="text-sm font-semibold underline underline-offset-4"
      >
        {texts.niceToKnow}
      </ModalTrigger>
      <ModalTrigger modal={CART_MODAL} className={secondaryButtonClass}>
        {fill(texts.cartButton, { count })}
      </ModalTrigger>
      {count > 0 && (
        <Link
          href={checkoutHref}
          className={`${primaryButtonClass} inline-flex items-center`}
          aria-disabled={toCheckout.busy || undefined}
          onClick={toCheckout.onClick}
        >
          {texts.toCheckout}
        </Link>
      )}
    </div>
  )
}
