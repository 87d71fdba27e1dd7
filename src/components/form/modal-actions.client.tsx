'use client'

import { closeModal } from '@/components/ui/modal/modal-registry.client'

import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './styles'

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
      <button type="button" onClick={() => closeModal(modal)} className={secondaryButtonClass}>
        {cancel}
      </button>
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
