'use client'

import { Modal } from '@/components/ui/modal/modal.client'

import { NICE_TO_KNOW_MODAL } from './ids'
import type { RedeemTexts } from './texts'

export type NiceToKnowModalProps = { texts: RedeemTexts }

/** Spec §2 nice-to-know modal: the exchange's rules in a few words. */
export default function NiceToKnowModal({ texts }: NiceToKnowModalProps) {
  return (
    <Modal id={NICE_TO_KNOW_MODAL} title={texts.redeem.niceToKnow} closeLabel={texts.close}>
      <p>{texts.redeem.niceToKnowText}</p>
    </Modal>
  )
}
