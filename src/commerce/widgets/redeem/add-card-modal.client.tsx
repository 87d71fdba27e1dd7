'use client'

import { useId } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { FormError } from '@/components/form/form-error.client'
import { SubmitButton } from '@/components/form/submit-button.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { openModal } from '@/components/ui/modal/modal-registry.client'

import { addGiftcardPayment, useRedeemRefresh } from './calls.client'
import { CardCaptchaField } from './card-captcha-field.client'
import { CardFields } from './card-fields.client'
import { CardNumberHelp } from './card-number-help.client'
import { ADD_CARD_MODAL, CART_MODAL } from './ids'
import type { RedeemTexts } from './texts'
import { storeRedeemToken } from './token'
import { useCardForm } from './use-card-form.client'

export type AddCardModalProps = { texts: RedeemTexts; locale: string; hideCaptchaBadge: boolean }

/**
 * Spec §2 add extra card modal: another card's number, PIN and captcha add its balance to the
 * session (addGiftcardPayment); the cart opens again with the new payments.
 */
export default function AddCardModal({ texts, locale, hideCaptchaBadge }: AddCardModalProps) {
  const id = useId()
  const t = texts.redeem
  const caller = useGatewayCaller()
  const refresh = useRedeemRefresh()
  const card = useCardForm({
    texts,
    send: (credentials, token) => addGiftcardPayment(caller, credentials, token),
    onSuccess: (answer) => {
      if (answer.redeemToken) storeRedeemToken(answer.redeemToken)
      void refresh().then(() => openModal(CART_MODAL))
    },
  })
  const { formRef, captcha } = card
  return (
    <Modal
      id={ADD_CARD_MODAL}
      title={t.addExtraCardTitle}
      description={t.addExtraCardText}
      closeLabel={texts.close}
      actions={
        <SubmitButton form={`${id}-form`} busy={card.busy} busyLabel={t.addingCard}>
          {t.addCard}
        </SubmitButton>
      }
    >
      <form
        id={`${id}-form`}
        ref={formRef}
        noValidate
        onSubmit={card.onSubmit}
        onFocus={card.prepare}
        className="grid gap-5"
      >
        <FormError
          errors={card.formError ? [card.formError] : []}
          onDismiss={card.dismissError}
          dismissLabel={texts.balance.dismissError}
        />
        <CardFields
          id={id}
          form={card.form}
          texts={texts.balance}
          errorOf={card.errorOf}
          help={<CardNumberHelp label={texts.modals.cardNumberHelp} returnTo={ADD_CARD_MODAL} />}
        />
        <CardCaptchaField
          id={id}
          captchaRef={captcha}
          card={card}
          setup={{ texts, locale, hideCaptchaBadge }}
        />
      </form>
    </Modal>
  )
}
