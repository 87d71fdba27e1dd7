'use client'

import Link from 'next/link'

import { primaryButtonClass, secondaryButtonClass } from '@/commerce/widgets/Configurator/styles'
import { Modal } from '@/components/ui/modal/Modal'
import { closeModal, openModal } from '@/components/ui/modal/modal-registry'

import { BasketLine } from './BasketLine.client'
import { useRedeemOrder } from './calls'
import { ADD_CARD_MODAL, BASKET_MODAL } from './ids'
import { useRedeemCheckoutStart } from './Identify/use-checkout-start'
import { PaymentLines } from './PaymentLines'
import { packagesOf } from './shop-data'
import type { RedeemTexts } from './texts'

export type BasketModalProps = { texts: RedeemTexts; locale: string; checkoutHref: string }

/**
 * Spec §2 redeem basket modal: the chosen cards (change, remove), the source cards' payments,
 * another source card to add, the amount to pay and the way to the redeem checkout (through the
 * identify flow).
 */
export default function BasketModal({ texts, locale, checkoutHref }: BasketModalProps) {
  const t = texts.redeem
  const order = useRedeemOrder().data?.order
  const items = packagesOf(order)
  const toCheckout = useRedeemCheckoutStart(checkoutHref)
  return (
    <Modal
      id={BASKET_MODAL}
      size="wide"
      title={t.basketTitle}
      closeLabel={texts.close}
      escapeCloses
      actions={
        <>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => closeModal(BASKET_MODAL)}
          >
            {t.continueChoosing}
          </button>
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
      {items.length === 0 ? (
        <p>{t.basketEmpty}</p>
      ) : (
        <ul className="mb-4">
          {items.map((item) => (
            <BasketLine key={item.id} item={item} texts={texts} locale={locale} />
          ))}
        </ul>
      )}
      {order && <PaymentLines order={order} texts={t} locale={locale} />}
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
