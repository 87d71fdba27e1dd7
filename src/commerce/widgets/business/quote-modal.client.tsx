'use client'

import { Modal } from '@/components/ui/modal/modal.client'

import { BUSINESS_QUOTE_MODAL } from './ids'
import QuoteForm, { type QuoteFormProps } from './quote-form.client'

/** The quote form in a wide modal (business page v3). Esc does not close it: typing is kept. */
export default function QuoteModal(props: QuoteFormProps) {
  const { business } = props.texts
  return (
    <Modal
      id={BUSINESS_QUOTE_MODAL}
      size="wide"
      title={business.formTitle}
      description={business.formIntro}
      closeLabel={props.texts.close}
      escapeCloses={false}
    >
      <QuoteForm {...props} />
    </Modal>
  )
}
