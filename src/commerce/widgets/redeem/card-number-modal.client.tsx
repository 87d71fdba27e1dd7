'use client'

import { useState } from 'react'

import { Modal } from '@/components/ui/modal/modal.client'
import { openedModal } from '@/components/ui/modal/modal-registry.client'

import { CardBackPicture } from './card-back-picture'
import { CARD_NUMBER_MODAL } from './ids'
import { ReturnButton } from './return-button.client'
import type { RedeemTexts } from './texts'

export type CardNumberModalProps = { texts: Pick<RedeemTexts, 'modals' | 'close'> }

/**
 * Spec §2 card number modal: where the 19-digit number and the 6-digit PIN are. Opened from a
 * modal (adding a card), 'Retour' opens that modal again, since only one is open at a time.
 */
export default function CardNumberModal({ texts }: CardNumberModalProps) {
  const t = texts.modals
  // Mounted afresh on each opening: this opening's payload stays through the close animation.
  const [returnTo] = useState(() => openedModal()?.payload.returnTo)
  return (
    <Modal
      id={CARD_NUMBER_MODAL}
      title={t.cardNumberHelp}
      closeLabel={texts.close}
      actions={returnTo && <ReturnButton to={returnTo} label={t.back} />}
    >
      <div className="flex flex-col gap-4">
        <CardBackPicture />
        <p>{t.cardNumberText}</p>
        <p>{t.pinText}</p>
      </div>
    </Modal>
  )
}
