'use client'

import { type RefObject, useState } from 'react'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, openedModal, openModal } from '@/components/ui/modal/modal-registry.client'
import { primaryButtonClass } from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import type { PendingReset } from './edit-mode.client'
import { EDIT_RECEIVER_CONFIRM_MODAL, RECEIVER_MODAL, RESET_RECEIVERS_CONFIRM_MODAL } from './ids'

type ConfirmProps = {
  modal: string
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
  finalFocus: () => HTMLElement | boolean
}

/** A yes-or-no question about the receivers: Cancel changes nothing. */
function ConfirmModal({ modal, title, text, confirmLabel, onConfirm, finalFocus }: ConfirmProps) {
  const texts = useModalTexts()
  return (
    <Modal
      id={modal}
      title={title}
      closeLabel={texts.close}
      finalFocus={finalFocus}
      actions={
        <>
          <CloseModalButton modal={modal}>{texts.cancel}</CloseModalButton>
          <button type="button" onClick={onConfirm} className={primaryButtonClass}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  )
}

/**
 * The edit receiver confirmation (spec §2): the receiver of an edited cart line, or its sending
 * date, is about to change; yes opens that form (the payload's `then`) in its place, which then
 * hands focus back to the button.
 */
export function EditReceiverConfirmModal() {
  const { id } = useConfigurator()
  const texts = useModalTexts()
  // Read once: the body stays mounted through the closing animation, after the registry moved on.
  const [payload] = useState(() => openedModal()?.payload ?? {})
  const [confirmed, setConfirmed] = useState(false)
  const index = payload.index ?? '0'
  const then = payload.then ?? RECEIVER_MODAL
  const button = () =>
    document.getElementById(`${id}-receiver-${index}-${then === RECEIVER_MODAL ? 'edit' : 'date'}`)
  return (
    <ConfirmModal
      modal={EDIT_RECEIVER_CONFIRM_MODAL}
      title={texts.editReceiverTitle}
      text={fill(texts.editReceiverText, { name: payload.name ?? '' })}
      confirmLabel={texts.editReceiverConfirm}
      onConfirm={() => {
        setConfirmed(true)
        openModal(then, { index })
      }}
      // Yes: the receiver form takes focus; Cancel: back to the receiver's edit button.
      finalFocus={() => (confirmed ? false : (button() ?? true))}
    />
  )
}

/**
 * The reset receiver confirmation (spec §2): a change of mode, version or quantity would leave
 * the named receivers of an edited line without a card; yes applies it and forgets them.
 */
export function ResetReceiversConfirmModal({
  pending,
}: {
  pending: RefObject<PendingReset | null>
}) {
  const texts = useModalTexts()
  const [payload] = useState(() => openedModal()?.payload ?? {})
  const [change] = useState(() => pending.current)
  return (
    <ConfirmModal
      modal={RESET_RECEIVERS_CONFIRM_MODAL}
      title={texts.resetReceiversTitle}
      text={fill(texts.resetReceiversText, { names: payload.names ?? '' })}
      confirmLabel={texts.resetReceiversConfirm}
      onConfirm={() => {
        change?.apply()
        closeModal(RESET_RECEIVERS_CONFIRM_MODAL)
      }}
      finalFocus={() => (change?.trigger?.isConnected ? change.trigger : true)}
    />
  )
}
