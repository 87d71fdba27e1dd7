'use client'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'

import { primaryButtonClass } from '@/components/form/compact-styles'
import { useModalTexts } from './modal-texts.client'

/** Cancel and save under a modal's form (the buttons sit outside it, tied by `form`). */
export function ModalFormActions({ modal, formId }: { modal: string; formId: string }) {
  const texts = useModalTexts()
  return (
    <>
      <CloseModalButton modal={modal}>{texts.cancel}</CloseModalButton>
      <button type="submit" form={formId} className={primaryButtonClass}>
        {texts.save}
      </button>
    </>
  )
}
