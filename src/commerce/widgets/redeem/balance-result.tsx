import type { GiftcardInfoQuery, LedgerReason } from '@/commerce/client/generated/graphql'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { fill } from '@/i18n/fill'

import type { RedeemTexts } from './texts'

export type GiftcardView = NonNullable<GiftcardInfoQuery['giftcardInfo']['giftcard']>

const reasonKeys: Record<LedgerReason, keyof RedeemTexts['balance']> = {
  issue: 'reasonIssue',
  redeem: 'reasonRedeem',
  shortfall: 'reasonShortfall',
  refund: 'reasonRefund',
  doubling: 'reasonDoubling',
  adjustment: 'reasonAdjustment',
}

type Props = { card: GiftcardView; texts: Pick<RedeemTexts, 'balance'>; headingId: string }

/** Spec §2 balance check result: balance, expiry date and the card's recent ledger rows. */
export function BalanceResult({ card, texts, headingId }: Props) {
  const t = texts.balance
  const money = useIntlLocale()
  const date = new Intl.DateTimeFormat(money, { dateStyle: 'medium' })
  return (
    <>
      <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold outline-none">
        {fill(t.resultTitle, { product: card.productTitle, lastFour: card.lastFour })}
      </h2>
      <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-muted p-5">
        <div>
          <dt className="text-sm">{t.balance}</dt>
          <dd className="text-3xl font-bold" data-testid="card-balance">
            {formatMoney(card.balance, money)}
          </dd>
        </div>
        <div>
          <dt className="text-sm">{t.expiresAt}</dt>
          <dd className="text-xl font-semibold">{card.formattedExpiryDate}</dd>
        </div>
      </dl>
      <section aria-labelledby={`${headingId}-tx`}>
        <h3 id={`${headingId}-tx`} className="mb-2 text-lg font-bold">
          {t.transactions}
        </h3>
        {card.transactions.length === 0 ? (
          <p>{t.noTransactions}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-ink/20">
                  <th scope="col" className="py-2 pr-3">
                    {t.date}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.operation}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t.amount}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t.balanceAfter}
                  </th>
                </tr>
              </thead>
              <tbody>
                {card.transactions.map((row, index) => (
                  <tr key={`${row.date}-${index}`} className="border-b border-ink/10">
                    <td className="py-2 pr-3">{date.format(new Date(row.date))}</td>
                    <td className="py-2 pr-3">{t[reasonKeys[row.reason]]}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatMoney(row.amount, money)}
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {formatMoney(row.balanceAfter, money)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}
