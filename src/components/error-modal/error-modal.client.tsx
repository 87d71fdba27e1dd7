'use client'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { useOpenModal } from '@/components/ui/modal/modal-registry.client'

import { ERROR_MODAL } from './ids'

export type ErrorModalLabels = { title: string; generic: string; close: string; ok: string }

/** What went wrong, in the shopper's words, and one button to carry on (spec §8). */
export default function ErrorModal({ labels }: { labels: ErrorModalLabels }) {
  const opened = useOpenModal()
  const message = opened?.id === ERROR_MODAL ? opened.payload.message : undefined
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
