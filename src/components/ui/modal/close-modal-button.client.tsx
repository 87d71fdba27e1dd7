'use client'

import type { ReactNode } from 'react'

import { secondaryButtonClass } from '@/components/form/styles'

import { closeModal } from './modal-registry.client'

type Props = {
  /** The registry id of the modal this button closes. */
  modal: string
  className?: string
  children: ReactNode
}

/** A modal's Cancel, Close or OK: it closes the modal and does nothing else. */
export function CloseModalButton({ modal, className = secondaryButtonClass, children }: Props) {
  return (
    <button type="button" onClick={() => closeModal(modal)} className={className}>
      {children}
    </button>
  )
}
