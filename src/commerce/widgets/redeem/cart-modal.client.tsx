'use client'

import Link from 'next/link'
import { useState } from 'react'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { primaryButtonClass, secondaryButtonClass } from '@/components/form/compact-styles'
import { Modal } from '@/components/ui/modal/modal.client'
import { openModal } from '@/components/ui/modal/modal-registry.client'

import { CartLine } from './cart-line.client'
import { useRedeemOrder } from './calls.client'
import { ADD_CARD_MODAL, CART_MODAL } from './ids'
import { useRedeemCheckoutStart } from './identify/use-checkout-start.client'
import { MovedNotice } from './moved-notice.client'
import { PaymentLines } from './payment-lines'
import { RemoveCardButton } from './remove-card-button.client'
import { packagesOf } from './shop-data'
import type { RedeemTexts } from './texts'

export type CartModalProps = {
  texts: RedeemTexts
  checkoutHref: string
  /** Where leaving the exchange goes (the balance check). */
  balanceHref: string
  /** The regular cart (/panier/), where a card bought the usual way goes. */
  cartHref: string
}

/**
 * Spec §2 redeem cart modal: the chosen cards (change, remove, buy the usual way), the source
 * cards' payments (remove one), another source card to add, the amount to pay and the way to
 * the redeem checkout (through the identify flow).
 */
export default function CartModal(props: CartModalProps) {
  const { texts, checkoutHref } = props
  const t = texts.redeem
  const order = useRedeemOrder().data?.order
  const items = packagesOf(order)
  const [moved, setMoved] = useState<string | null>(null)
  const toCheckout = useRedeemCheckoutStart(checkoutHref)
  return (
    <Modal
      id={CART_MODAL}
      size="wide"
      title={t.cartTitle}
      closeLabel={texts.close}
      actions={
        <>
          <CloseModalButton modal={CART_MODAL}>{t.continueChoosing}</CloseModalButton>
          {items.length > 0 && (
            <Link
              href={checkoutHref}
              className={`${primaryButtonClass} inline-flex items-center`}
              aria-disabled={toCheckout.busy || undefined}
              onClick={toCheckout.onClick}
            >
              {t.toCheckout}
            </Link>
          )}
        </>
      }
    >
      <MovedNotice title={moved} texts={texts.modals} cartHref={props.cartHref} />
      {items.length === 0 ? (
        <p>{t.cartEmpty}</p>
      ) : (
        <ul className="mb-4">
          {items.map((item) => (
            <CartLine key={item.id} item={item} texts={texts} onMoved={setMoved} />
          ))}
        </ul>
      )}
      {order && (
        <PaymentLines
          order={order}
          texts={t}

          paymentAction={(payment) => (
            <RemoveCardButton
              payment={payment}
              count={order.payments.length}
              texts={texts}
              balanceHref={props.balanceHref}
            />
          )}
        />
      )}
      <button
        type="button"
        className={`${secondaryButtonClass} mt-4`}
        onClick={() => openModal(ADD_CARD_MODAL)}
      >
        {t.addExtraCard}
      </button>
    </Modal>
  )
}
