'use client'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { useOpenModal } from '@/components/ui/modal/modal-registry.client'

import { ERROR_MODAL } from './ids'

export type ErrorModalLabels = { title: string; generic: string; close: string; ok: string }

type Props = {
  labels: ErrorModalLabels
  /** The store's `errorMessages` toggle: the message matched to the error, else the generic one. */
  translatedMessages: boolean
}

/** What went wrong, in the shopper's words, and one button to carry on (spec §8). */
export default function ErrorModal({ labels, translatedMessages }: Props) {
  const opened = useOpenModal()
  const matched = opened?.id === ERROR_MODAL ? opened.payload.message : undefined
  const message = translatedMessages ? matched : undefined
  return (
    <Modal
      id={ERROR_MODAL}
      title={labels.title}
      closeLabel={labels.close}
      actions={
        <CloseModalButton
          modal={ERROR_MODAL}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90"
        >
          {labels.ok}
        </CloseModalButton>
      }
    >
      <p role="alert">{message ?? labels.generic}</p>
    </Modal>
  )
}
