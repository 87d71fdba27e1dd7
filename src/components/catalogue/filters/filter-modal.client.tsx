'use client'

import { secondaryButtonClass } from '@/components/form/styles'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import type { FilterModalProps } from './filter-modal-body.client'
import { FILTER_MODAL } from './modal-id'

const FilterModalBody = lazyModal(FILTER_MODAL, () => import('./filter-modal-body.client'))

/**
 * Phones' way to the filters: a button opening the filter modal, whose code loads on first use.
 * Without JavaScript the button is hidden and the page shows the form itself.
 */
export function FilterModal({ open, ...body }: FilterModalProps & { open: string }) {
  return (
    <>
      <ModalTrigger
        modal={FILTER_MODAL}
        className={`${secondaryButtonClass} sm:hidden noscript:hidden`}
      >
        {open}
      </ModalTrigger>
      <FilterModalBody {...body} />
    </>
  )
}
