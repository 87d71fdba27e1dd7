import { useEffect, type ReactNode } from 'react'

import {
  closeModal,
  openModal,
  type ModalPayload,
} from '@/components/ui/modal/modal-registry.client'

type Props = { id: string; payload?: ModalPayload; children: ReactNode }

/** Opens a modal when its story shows (and closes it when the story changes), with a reopen button. */
export function OpenModal({ id, payload, children }: Props) {
  useEffect(() => {
    openModal(id, payload)
    return () => closeModal(id)
  }, [id, payload])
  return (
    <div className="min-h-dvh bg-muted p-8">
      <button
        type="button"
        onClick={() => openModal(id, payload)}
        className="rounded-full bg-ink px-5 py-2.5 font-semibold text-surface"
      >
        Ouvrir la fenêtre
      </button>
      {children}
    </div>
  )
}
