'use client'

import { useEffect, useRef } from 'react'

import { CloseIcon } from '@/components/ui/icons'

type Props = {
  /** The form's errors in the shopper's words; the first one shows (spec §8, login). */
  errors: readonly string[]
  onDismiss: () => void
  dismissLabel: string
}

/**
 * A form's own error (not a field's): the first of the list, announced, with a button that
 * clears the list. Focus moves to it when it appears, so keyboard users land on it.
 */
export function FormError({ errors, onDismiss, dismissLabel }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const first = errors[0]
  useEffect(() => {
    if (first) box.current?.focus()
  }, [first])
  if (!first) return null
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-sm font-medium text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <p className="flex-1">{first}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="-m-2 flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-red-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  )
}
