'use client'

import { closeModal } from '@/components/ui/modal/modal-registry.client'

import { useConfigurator } from './context.client'
import { primaryButtonClass, secondaryButtonClass } from '@/components/form/compact-styles'

/** Cancel and save under a modal's form (the buttons sit outside it, tied by `form`). */
export function ModalFormActions({ modal, formId }: { modal: string; formId: string }) {
  const { texts } = useConfigurator()
  return (
    <>
      <button type="button" onClick={() => closeModal(modal)} className={secondaryButtonClass}>
        {texts.cancel}
      </button>
      <button type="submit" form={formId} className={primaryButtonClass}>
        {texts.save}
      </button>
    </>
  )
}
