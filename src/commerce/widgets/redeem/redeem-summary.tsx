import type { ReactNode } from 'react'

import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { fill } from '@/i18n/fill'

import { PaymentLines } from './payment-lines'
import { packagesOf, type RedeemOrderView, type RedeemPackageView } from './shop-data'
import type { RedeemTexts } from './texts'
import { TitledSection } from '@/components/ui/titled-section'

type Props = {
  order: RedeemOrderView
  texts: RedeemTexts
  title: string
  /** Under a card (its brand's shop on the confirmation). */
  lineActions?: (item: RedeemPackageView) => ReactNode
}

/** Spec §2 redeem checkout summary: the cards, each source card's payment, what is left. */
export function RedeemSummary({ order, texts, title, lineActions }: Props) {
  const t = texts.redeem
  const money = useIntlLocale()
  return (
    <TitledSection
      as="aside"
      id="redeem-summary"
      title={title}
      className="flex flex-col gap-4 rounded-2xl bg-muted p-5"
      titleClassName="text-xl font-bold"
    >
      <ul className="flex flex-col gap-2 text-sm">
        {packagesOf(order).map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
            <span>
              {item.mainProduct.redeemData?.title || item.mainProduct.title} (
              {item.deliveryType === 'PHYSICAL' ? t.linePhysical : t.lineDigital})
            </span>
            <span className="tabular-nums">
              {fill(t.lineQty, {
                qty: item.items[0]?.qty ?? 1,
                amount: formatMoney(item.packageTotals.mainItemAmount, money),
              })}
            </span>
            {lineActions && (
              <span className="-mx-3 flex basis-full gap-2">{lineActions(item)}</span>
            )}
          </li>
        ))}
      </ul>
      <PaymentLines order={order} texts={t} />
    </TitledSection>
  )
}
