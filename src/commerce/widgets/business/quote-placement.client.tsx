'use client'

import dynamic from 'next/dynamic'

import { primaryButtonClass } from '@/components/form/styles'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { BUSINESS_QUOTE_MODAL } from './ids'
import type { QuoteFormProps } from './quote-form.client'

// The form (react-hook-form, the rules, the captcha) is its own chunk, fetched after the page.
const InlineQuoteForm = dynamic(() => import('./quote-form.client'), {
  ssr: false,
  loading: () => (
    <div aria-hidden="true" className="min-h-[40rem] animate-pulse rounded-2xl bg-muted" />
  ),
})

const QuoteModalHost = lazyModal<QuoteFormProps>(
  BUSINESS_QUOTE_MODAL,
  () => import('./quote-modal.client'),
)

/** Business page v2: the form sits in its column, loaded once the page is up. */
export function InlineQuote(props: QuoteFormProps) {
  return <InlineQuoteForm {...props} />
}

/** Business page v3 (store toggle businessPageV3): a button opens the form in a modal. */
export function QuoteButton({ label, ...props }: QuoteFormProps & { label: string }) {
  return (
    <>
      <ModalTrigger modal={BUSINESS_QUOTE_MODAL} className={primaryButtonClass}>
        {label}
      </ModalTrigger>
      <QuoteModalHost {...props} />
    </>
  )
}
