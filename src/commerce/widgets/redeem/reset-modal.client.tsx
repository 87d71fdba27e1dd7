'use client'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { primaryButtonClass } from '@/components/form/styles'
import { Modal } from '@/components/ui/modal/modal.client'
import { useOpenModal } from '@/components/ui/modal/modal-registry.client'

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
      title={texts.title}
      closeLabel={texts.close}
      actions={
        <>
          <CloseModalButton modal={RESET_MODAL}>{texts.cancel}</CloseModalButton>
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
