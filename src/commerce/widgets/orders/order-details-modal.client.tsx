'use client'

import { useState } from 'react'

import { FormAlert } from '@/components/form/form-alert'
import { linkClass, primaryButtonClass, secondaryButtonClass } from '@/components/form/styles'
import { fill } from '@/i18n/fill'
import { Modal } from '@/components/ui/modal/modal.client'
import { openedModal } from '@/components/ui/modal/modal-registry.client'

import { useAccountOrder } from './calls.client'
import { ORDER_DETAILS_MODAL } from './ids'
import { OrderDetails } from './order-details'
import type { AccountOrder } from './order-view'
import type { OrdersTexts } from './texts'
import { useReorder } from './use-reorder.client'

export type OrderDetailsModalProps = {
  texts: OrdersTexts
  cartHref: string
}

/**
 * The 'account order details' modal (spec §2): what was ordered for whom, the totals, billing
 * and payment; the invoice once paid, and 'Commander à nouveau' for the whole order.
 */
export default function OrderDetailsModal({ texts, cartHref }: OrderDetailsModalProps) {
  // Read once: the body stays mounted through the closing animation, after the registry moved on.
  const [opened] = useState(() => openedModal()?.payload ?? {})
  const query = useAccountOrder(opened.uuid)
  const order = query.data?.order
  return (
    <Modal
      id={ORDER_DETAILS_MODAL}
      size="wide"
      title={fill(texts.orderNumber, { number: opened.number ?? '' })}
      closeLabel={texts.close}
      actions={order && <Actions order={order} texts={texts} cartHref={cartHref} />}
    >
      {order ? (
        <OrderDetails order={order} texts={texts} />
      ) : query.isPending ? (
        <p role="status">{texts.loading}</p>
      ) : (
        <p role="alert">{texts.loadFailed}</p>
      )}
    </Modal>
  )
}

type ActionsProps = { order: AccountOrder; texts: OrdersTexts; cartHref: string }

/** The invoice once paid, and 'Commander à nouveau' for the whole order (then the cart). */
function Actions({ order, texts, cartHref }: ActionsProps) {
  const { busy, problem, reorder } = useReorder(texts, cartHref)
  return (
    <div className="flex w-full flex-col gap-3">
      <FormAlert message={problem?.message ?? null} />
      {problem?.hasCart && (
        <a href={cartHref} className={linkClass}>
          {texts.toCart}
        </a>
      )}
      <div className="flex flex-wrap justify-end gap-3">
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
      </div>
    </div>
  )
}
