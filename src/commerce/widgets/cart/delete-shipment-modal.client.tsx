'use client'

import { useState } from 'react'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, useOpenModal } from '@/components/ui/modal/modal-registry.client'

import { CART_DELETE_MODAL } from './ids'
import type { DeleteModalTexts } from './texts'

export type DeleteGroupModalProps = {
  labels: DeleteModalTexts
  /** Deletes the line and refetches the cart; the modal closes when it is done. */
  onConfirm: () => Promise<void>
  /** Where focus lands on closing: the delete button, or the cart when the line is gone. */
  finalFocus: () => HTMLElement | boolean
}

/** 'Supprimer ces cartes ?' (spec §2 cart delete item): the receiver named, Cancel or Delete. */
export default function DeleteShipmentModal({
  labels,
  onConfirm,
  finalFocus,
}: DeleteGroupModalProps) {
  const opened = useOpenModal()
  const payload = opened?.id === CART_DELETE_MODAL ? opened.payload : undefined
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (busy) return
    setBusy(true)
    await onConfirm()
    closeModal(CART_DELETE_MODAL)
  }

  return (
    <Modal
      id={CART_DELETE_MODAL}
      title={labels.title}
      closeLabel={labels.close}
      finalFocus={finalFocus}
      actions={
        <>
          <CloseModalButton
            modal={CART_DELETE_MODAL}
            className="rounded-full border border-ink/25 px-6 py-3 font-semibold hover:bg-muted"
          >
            {labels.cancel}
          </CloseModalButton>
          <button
            type="button"
            onClick={confirm}
            aria-disabled={busy}
            className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90 aria-disabled:opacity-60"
          >
            {labels.confirm}
          </button>
        </>
      }
    >
      {payload?.receiver && <p>{labels.text(payload.receiver, payload.own === 'yes')}</p>}
      <p role="status" className="sr-only">
        {busy ? labels.deleting : ''}
      </p>
    </Modal>
  )
}
