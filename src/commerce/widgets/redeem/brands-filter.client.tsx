'use client'

import { fill } from '@/i18n/fill'
import { secondaryButtonClass } from '@/components/form/compact-styles'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import type { BrandsModalProps } from './brands-modal.client'
import { BRANDS_MODAL } from './ids'
import { BrandsModal } from './modal-hosts.client'

/** The shop's 'Marques' button, saying how many brands narrow the list, and the modal it opens. */
export function BrandsFilter(props: BrandsModalProps) {
  const t = props.texts.redeem
  const count = props.chosen.length
  return (
    <>
      <ModalTrigger modal={BRANDS_MODAL} className={secondaryButtonClass}>
        {count > 0 ? fill(t.brandsChosen, { count }) : t.brands}
      </ModalTrigger>
      <BrandsModal {...props} />
    </>
  )
}
