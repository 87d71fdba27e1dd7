'use client'

import dynamic from 'next/dynamic'

import type { DoublerFormProps } from './doubler-form.client'

// The form (react-hook-form, the rules, the captcha) is its own chunk, fetched after the page.
const DoublerForm = dynamic(() => import('./doubler-form.client'), {
  ssr: false,
  loading: () => (
    <div aria-hidden="true" className="min-h-[32rem] animate-pulse rounded-2xl bg-muted" />
  ),
})

/** The doubler form in its column, loaded once the page is up. */
export function DoublerFormSlot(props: DoublerFormProps) {
  return <DoublerForm {...props} />
}
