'use client'

import type { ButtonHTMLAttributes } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated.client'

import { type ModalPayload, openModal, preloadModal } from './modal-registry.client'

type Props = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'disabled' | 'onClick' | 'onPointerEnter' | 'onFocus'
> & {
  /** The registry id of the modal this button opens. */
  modal: string
  /** What the modal opens on (which receiver, which option…). */
  payload?: ModalPayload
}

/**
 * A button that opens a modal, disabled until hydrated (spec §4); pointing at it or focusing it
 * starts loading the modal's code.
 */
export function ModalTrigger({ modal, payload, children, ...button }: Props) {
  const hydrated = useHydrated()
  const preload = () => preloadModal(modal)
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-haspopup="dialog"
      onClick={() => openModal(modal, payload)}
      onPointerEnter={preload}
      onFocus={preload}
      {...button}
    >
      {children}
    </button>
  )
}
