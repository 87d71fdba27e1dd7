'use client'

import type { CartOrder } from '@/commerce/client/cart-order'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { fill } from '@/i18n/fill'

import { ORDER_OVERVIEW_MODAL } from './order-overview-id'
import type { CheckoutFormTexts } from './texts'

type Props = { order: Pick<CartOrder, 'packagesGroups'>; texts: CheckoutFormTexts }

/**
 * Spec §2 "checkout order overview": what the buyer is paying for, receiver by receiver, without
 * leaving the checkout (its summary shows totals only).
 */
export default function OrderOverviewModal({ order, texts }: Props) {
  const money = useIntlLocale()
  return (
    <Modal
      id={ORDER_OVERVIEW_MODAL}
      title={texts.orderOverviewTitle}
      closeLabel={texts.closeOverview}
    >
      <ul className="divide-y divide-ink/10">
        {order.packagesGroups.map((group) => (
          <li key={group.tag} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{group.receiverTitle}</h3>
              {group.receiverDescription && (
                <p className="text-sm break-words">{group.receiverDescription}</p>
              )}
              <p className="text-sm">
                {fill(texts.orderOverviewCards, {
                  count: group.qty,
                  products: group.cardsPreviews.map((card) => card.productLabel).join(', '),
                })}
              </p>
            </div>
            <p className="shrink-0 font-semibold">{formatMoney(group.totalPrice, money)}</p>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
