'use client'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'

import { dangerButtonClass, primaryButtonClass } from './styles'

type Props = {
  modal: string
  /** The form the submit button sends (it sits outside it, under the modal's content). */
  formId?: string
  cancel: string
  submit: string
  busyLabel: string
  busy: boolean
  danger?: boolean
  onSubmit?: () => void
}

/** Cancel and the modal's action; the action says it is busy and ignores clicks meanwhile. */
export function ModalActions({
  modal,
  formId,
  cancel,
  submit,
  busyLabel,
  busy,
  danger,
  onSubmit,
}: Props) {
  return (
    <>
      <CloseModalButton modal={modal}>{cancel}</CloseModalButton>
      <button
        type={formId ? 'submit' : 'button'}
        form={formId}
        onClick={onSubmit}
        aria-disabled={busy || undefined}
        className={danger ? dangerButtonClass : primaryButtonClass}
      >
        {busy ? busyLabel : submit}
      </button>
    </>
  )
}
