'use client'

import { primaryButtonClass, secondaryButtonClass } from '@/components/form/styles'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, useOpenModal } from '@/components/ui/modal/modal-registry.client'

import { RESET_MODAL, resetAndLeave } from './leave'

export type ResetModalProps = {
  texts: { title: string; text: string; confirm: string; cancel: string; close: string }
}

/** Spec §2 reset modal: leaving the exchange forgets every step; staying changes nothing. */
export default function ResetModal({ texts }: ResetModalProps) {
  const href = useOpenModal()?.payload.href
  return (
    <Modal
      id={RESET_MODAL}
      size="narrow"
      title={texts.title}
      closeLabel={texts.close}
      escapeCloses
      actions={
        <>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => closeModal(RESET_MODAL)}
          >
            {texts.cancel}
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => resetAndLeave(href ?? '/')}
          >
            {texts.confirm}
          </button>
        </>
      }
    >
      <p>{texts.text}</p>
    </Modal>
  )
}
