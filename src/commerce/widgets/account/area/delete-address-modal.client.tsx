'use client'

import { useState } from 'react'

import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, openedModal } from '@/components/ui/modal/modal-registry.client'

import { answeredUser, attempt, problemsOf, useAccountCalls } from './calls.client'
import { placeErrors } from '@/components/form/placed-errors'
import { FormAlert } from '@/components/form/form-alert'
import { ModalActions } from '@/components/form/modal-actions.client'
import { DELETE_ADDRESS_MODAL } from './ids'
import { type AreaTexts } from './texts'
import { fill } from '@/i18n/fill'
import type { AccountUser } from '@/commerce/client/customer'
import { useSetAccount } from './use-account.client'

export type DeleteAddressModalProps = {
  texts: AreaTexts
  onDeleted: (user: AccountUser) => void
  /** Where focus lands on closing: the delete button when still there, else the list. */
  finalFocus: () => HTMLElement | boolean
}

/** 'Supprimer cette adresse ?' (as the delete receiver modal of spec §2): whose, Cancel or Delete. */
export default function DeleteAddressModal({
  texts,
  onDeleted,
  finalFocus,
}: DeleteAddressModalProps) {
  const calls = useAccountCalls()
  const setAccount = useSetAccount()
  // Read once: the body stays mounted through the closing animation, after the registry moved on.
  const [entry] = useState(() => openedModal()?.payload ?? {})
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  async function confirm() {
    if (busy || !entry.id) return
    setBusy(true)
    setMessage(null)
    const outcome = await attempt(() => calls.deleteAddress(entry.id!))
    setBusy(false)
    const user = answeredUser(outcome)
    if (user) {
      setAccount(user)
      onDeleted(user)
      closeModal(DELETE_ADDRESS_MODAL)
      return
    }
    setMessage(placeErrors(problemsOf(outcome), { fields: new Set(), texts: texts.errors }).message)
  }

  return (
    <Modal
      id={DELETE_ADDRESS_MODAL}
      title={texts.deleteAddressTitle}
      closeLabel={texts.close}
      finalFocus={finalFocus}
      actions={
        <ModalActions
          modal={DELETE_ADDRESS_MODAL}
          cancel={texts.cancel}
          submit={texts.deleteAddress}
          busyLabel={texts.deleting}
          busy={busy}
          danger
          onSubmit={confirm}
        />
      }
    >
      <div className="grid gap-4">
        <FormAlert message={message} />
        <p>{fill(texts.deleteAddressText, { name: entry.name ?? '' })}</p>
      </div>
    </Modal>
  )
}
