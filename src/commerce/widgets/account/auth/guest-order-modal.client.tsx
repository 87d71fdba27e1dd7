'use client'

import { Modal } from '@/components/ui/modal/modal.client'

import { withCallback } from './callback'
import { GUEST_ORDER_MODAL } from './ids'
import type { OrderIdentifyProps } from './identify-modal.client'
import { primaryLinkClass, secondaryLinkClass } from '@/components/ui/link-styles'

/**
 * The cart guest order modal (spec §2, §4; the 'order-modal auth' toggle off): order as a
 * guest, or log in or create an account and come back to the checkout.
 */
export default function GuestOrderModal({ texts, links }: OrderIdentifyProps) {
  const { auth } = texts
  return (
    <Modal
      id={GUEST_ORDER_MODAL}
      title={auth.guestOrderTitle}
      description={auth.guestOrderIntro}
      closeLabel={texts.close}
    >
      <div className="grid gap-3">
        <a href={links.checkout} className={primaryLinkClass}>
          {auth.guestOrderContinue}
        </a>
        <a href={withCallback(links.login, links.checkout)} className={secondaryLinkClass}>
          {auth.guestOrderLogin}
        </a>
        <a href={withCallback(links.register, links.checkout)} className={secondaryLinkClass}>
          {auth.guestOrderRegister}
        </a>
      </div>
    </Modal>
  )
}
