'use client'

import { linkButtonClass } from '@/components/form/compact-styles'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { CARD_NUMBER_MODAL } from './ids'

type Props = { label: string; /** The modal to open again on 'Retour'. */ returnTo?: string }

/** Under the card number field: opens the card number modal (its code loads on intent). */
export function CardNumberHelp({ label, returnTo }: Props) {
  return (
    <ModalTrigger
      modal={CARD_NUMBER_MODAL}
      payload={returnTo ? { returnTo } : undefined}
      className={`${linkButtonClass} -mx-3 self-start text-left`}
    >
      {label}
    </ModalTrigger>
  )
}
