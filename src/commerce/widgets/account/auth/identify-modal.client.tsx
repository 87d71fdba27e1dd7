'use client'

import { Modal } from '@/components/ui/modal/modal.client'

import { cartStep, cartTarget } from './cart-flow'
import { IDENTIFY_MODAL } from './ids'
import { IdentifyForm } from './identify-form.client'
import type { AuthLinks } from './auth-links'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import type { AuthTexts } from './texts'

export type OrderIdentifyProps = {
  texts: AuthTexts
  links: AuthLinks
  language: string
  hideCaptchaBadge: boolean
  /** The store's 'order-modal auth' toggle: identify modal, else guest order modal. */
  orderModalAuth: boolean
  navigate?: Navigate
}

/**
 * The account identify modal of the cart (spec §2, §4): the e-mail and the captcha; a known
 * e-mail logs in on the login page and comes back to the checkout, an unknown one orders as a
 * guest, an answer without data creates an account.
 */
export default function IdentifyModal({
  texts,
  links,
  language,
  hideCaptchaBadge,
  navigate = goTo,
}: OrderIdentifyProps) {
  return (
    <Modal
      id={IDENTIFY_MODAL}
      title={texts.auth.identifyModalTitle}
      description={texts.auth.identifyModalIntro}
      closeLabel={texts.close}
    >
      <IdentifyForm
        texts={texts}
        language={language}
        hideCaptchaBadge={hideCaptchaBadge}
        onIdentified={(existence) => {
          const target = cartTarget(cartStep(false, true, existence), links)
          if ('href' in target) navigate(target.href)
        }}
      />
    </Modal>
  )
}
