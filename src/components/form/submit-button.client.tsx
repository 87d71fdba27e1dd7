'use client'

import type { ReactNode } from 'react'

import { primaryButtonClass } from '@/components/form/compact-styles'
import { useHydrated } from '@/components/ui/use-hydrated.client'

type Props = {
  children: ReactNode
  /** A request is under way: clicks are ignored and the status says so. */
  busy: boolean
  busyLabel: string
  /** The form it submits, when it sits outside it (a modal's action row). */
  form?: string
}

/**
 * A form's submit button: disabled until hydrated (spec §4), aria-disabled while busy so that
 * focus stays on it; the status line tells screen readers what is going on.
 */
export function SubmitButton({ children, busy, busyLabel, form }: Props) {
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="submit"
        form={form}
        disabled={!hydrated}
        aria-disabled={busy || undefined}
        // Painted above floating buttons (globals.css).
        data-primary-action
        className={`${primaryButtonClass} w-full aria-disabled:opacity-60 sm:w-auto`}
      >
        {children}
      </button>
      <p role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </p>
    </>
  )
}
