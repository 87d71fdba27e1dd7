import type { ReactNode } from 'react'

import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { fill } from '@/i18n/fill'

import type { RedeemOrderView } from './shop-data'
import type { RedeemTexts } from './texts'

type Payment = RedeemOrderView['payments'][number]

type Props = {
  order: RedeemOrderView
  texts: RedeemTexts['redeem']
  /** Beside each source card's payment (its remove button in the cart modal). */
  paymentAction?: (payment: Payment) => ReactNode
}

/**
 * Spec §3 redeem payments: the cards' total, what each source card pays, what is left to pay
 * (never below 0) and what stays on the cards.
 */
export function PaymentLines({ order, texts, paymentAction }: Props) {
  const money = useIntlLocale()
  const row = 'flex justify-between gap-4 py-1'
  return (
    <dl className="flex flex-col text-sm">
      <div className={`${row} font-semibold`}>
        <dt>{texts.cardsTotal}</dt>
        <dd>{formatMoney(order.totals.grandTotal, money)}</dd>
      </div>
      {order.payments.map((payment) => (
        <div key={payment.id} className={`${row} flex-wrap items-center`}>
          <dt>{fill(texts.paidByCard, { lastFour: payment.lastFour })}</dt>
          <dd className="ml-auto flex flex-wrap items-center justify-end gap-x-2">
            <span>− {formatMoney(payment.value, money)}</span>
            {paymentAction?.(payment)}
          </dd>
        </div>
      ))}
      <div className={`${row} border-t border-ink/15 pt-2 text-base font-bold`}>
        <dt>{texts.amountToPay}</dt>
        <dd data-testid="redeem-amount-to-pay">{formatMoney(order.totals.amountToPay, money)}</dd>
      </div>
      <div className={row}>
        <dt>{texts.remainingBalance}</dt>
        <dd data-testid="redeem-remaining-balance">{formatMoney(order.remainingBalance, money)}</dd>
      </div>
    </dl>
  )
}
