'use client'

import { useState } from 'react'

import { Modal } from '@/components/ui/modal/modal.client'

import { FILTER_MODAL, FILTER_PANEL } from './modal-id'

export type FilterModalProps = { title: string; close: string }

/**
 * The filter modal: the page's form again, copied on opening (it is on every list page, hidden on
 * phones), so the page carries the groups and options once, not again as this modal's props
 * (issue 39). A plain GET form: sending it loads the filtered list.
 */
export default function FilterModalBody({ title, close }: FilterModalProps) {
  const [form] = useState(() => document.getElementById(FILTER_PANEL)?.innerHTML ?? '')
  return (
    <Modal id={FILTER_MODAL} title={title} closeLabel={close}>
      <div dangerouslySetInnerHTML={{ __html: form }} />
    </Modal>
  )
}
