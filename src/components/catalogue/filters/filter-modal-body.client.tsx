'use client'

import { Modal } from '@/components/ui/modal/modal.client'

import { FilterForm } from './filter-form'
import type { FilterFormView } from './filter-view'
import { FILTER_MODAL } from './modal-id'
import type { FilterTexts } from './texts'

export type FilterModalProps = { view: FilterFormView; texts: FilterTexts }

/** The filter modal: the page's form again; sending it loads the filtered list. */
export default function FilterModalBody({ view, texts }: FilterModalProps) {
  return (
    <Modal id={FILTER_MODAL} title={texts.title} closeLabel={texts.close}>
      <FilterForm view={view} texts={texts} />
    </Modal>
  )
}
