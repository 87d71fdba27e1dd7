'use client'

import { useState } from 'react'

import { FormAlert } from '@/commerce/widgets/Account/Area/form/FormAlert'
import {
  linkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/commerce/widgets/Account/Area/form/styles'
import { fill } from '@/commerce/widgets/Account/Area/texts'
import { Modal } from '@/components/ui/modal/Modal'
import { openedModal } from '@/components/ui/modal/modal-registry'

import { ORDER_DETAILS_MODAL } from './ids'
import { OrderDetails } from './OrderDetails'
import type { AccountOrder } from './order-view'
import type { OrdersTexts } from './texts'
import { useReorder } from './use-reorder'

export type OrderDetailsModalProps = {
  /** The orders on screen; the modal shows the one its trigger named. */
  orders: readonly AccountOrder[]
  locale: string
  texts: OrdersTexts
  basketHref: string
}

/**
 * The 'account order details' modal (spec §2): what was ordered for whom, the totals, billing
 * and payment; the invoice once paid, and 'Commander à nouveau' for the whole order.
 */
export default function OrderDetailsModal({
  orders,
  locale,
  texts,
  basketHref,
}: OrderDetailsModalProps) {
  // Read once: the body stays mounted through the closing animation, after the registry moved on.
  const [uuid] = useState(() => openedModal()?.payload.uuid)
  const order = orders.find((candidate) => candidate.uuid === uuid)
  const { busy, problem, reorder } = useReorder(texts, basketHref)
  if (!order) return null
  return (
    <Modal
      id={ORDER_DETAILS_MODAL}
      size="wide"
      title={fill(texts.orderNumber, { number: order.orderNumber })}
      closeLabel={texts.close}
      escapeCloses
      actions={
        <>
          {order.invoiceUrl && (
            <a href={order.invoiceUrl} download className={secondaryButtonClass}>
              {texts.invoice}
            </a>
          )}
          <button
            type="button"
            onClick={() => void reorder(order.uuid)}
            aria-disabled={busy || undefined}
            className={primaryButtonClass}
          >
            {busy ? texts.reordering : texts.reorder}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={problem?.message ?? null} />
        {problem?.hasBasket && (
          <a href={basketHref} className={linkClass}>
            {texts.toBasket}
          </a>
        )}
        <OrderDetails order={order} locale={locale} texts={texts} />
      </div>
    </Modal>
  )
}
