'use client'

import { useHydrated } from '../ui/use-hydrated.client'
import { CloseIcon } from '@/components/ui/icons'

/**
 * Empties the search box (a reset button, hidden while the box is empty) and puts the focus
 * back in it, which opens the search modal: emptied first, so the modal starts empty.
 */
export function SearchClearButton({ label }: { label: string }) {
  const hydrated = useHydrated()
  return (
    <button
      type="reset"
      aria-label={label}
      disabled={!hydrated}
      onClick={(event) => {
        const form = event.currentTarget.form
        event.preventDefault()
        form?.reset()
        form?.querySelector('input')?.focus()
      }}
      className="absolute right-1 grid size-9 place-items-center rounded-full peer-placeholder-shown:hidden hover:bg-muted"
    >
      <CloseIcon className="size-4" />
    </button>
  )
}
