'use client'

import { secondaryButtonClass } from '@/components/form/compact-styles'
import { openModal } from '@/components/ui/modal/modal-registry.client'

/**
 * 'Retour' of a modal opened from another (the cart, adding a card): only one modal is open at
 * a time, so going back opens the first one again.
 */
export function ReturnButton({ to, label }: { to: string; label: string }) {
  return (
    <button type="button" className={secondaryButtonClass} onClick={() => openModal(to)}>
      {label}
    </button>
  )
}
