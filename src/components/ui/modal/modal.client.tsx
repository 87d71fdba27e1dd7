'use client'

import { Dialog } from '@base-ui/react/dialog'
import type { ReactNode } from 'react'

import { acceptsClose } from './close-policy'
import { closeModal, useOpenModal } from './modal-registry.client'
import { CloseIcon } from '@/components/ui/icons'

export type ModalSize = 'wide' | 'narrow'

type Props = {
  /** The registry id: `openModal(id)` opens this modal. */
  id: string
  /** Narrow unless told. */
  size?: ModalSize
  title: string
  description?: string
  closeLabel: string
  /** Spec §2: Esc closes a modal only where enabled; all but the quote form enable it. */
  escapeCloses?: boolean
  children: ReactNode
  /** Buttons kept in view under the scrolling content. */
  actions?: ReactNode
  /** Where focus goes on closing when the opener may be gone; by default back to the opener. */
  finalFocus?: () => HTMLElement | boolean
}

const widths: Record<ModalSize, string> = { wide: 'lg:w-[640px]', narrow: 'lg:w-[420px]' }

/*
 * Phones and tablets: the panel rises from the bottom; desktop (≥ 1024 px): it slides in from the
 * left edge, full height. 300 ms both ways: Base UI keeps it mounted until the transition ends,
 * which is the spec's close delay. Reduced motion fades instead of moving, with the same timing.
 */
const panel =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-surface text-ink shadow-2xl outline-none ' +
  'transition-[translate,opacity] duration-300 ease-out ' +
  'data-starting-style:translate-y-full data-ending-style:translate-y-full ' +
  'lg:inset-y-0 lg:right-auto lg:left-0 lg:max-h-none lg:max-w-[calc(100vw-2rem)] lg:rounded-none ' +
  'lg:data-starting-style:translate-y-0 lg:data-starting-style:-translate-x-full ' +
  'lg:data-ending-style:translate-y-0 lg:data-ending-style:-translate-x-full ' +
  'motion-reduce:data-starting-style:translate-0 motion-reduce:data-starting-style:opacity-0 ' +
  'motion-reduce:data-ending-style:translate-0 motion-reduce:data-ending-style:opacity-0'

/** A modal of the storefront (spec §2 "Modals"), opened and closed through the modal registry. */
export function Modal({
  id,
  size = 'narrow',
  title,
  description,
  closeLabel,
  escapeCloses = true,
  children,
  actions,
  finalFocus,
}: Props) {
  const open = useOpenModal()?.id === id
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next, details) => {
        if (next) return
        if (acceptsClose(details.reason, escapeCloses)) closeModal(id)
        else details.cancel()
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/40 transition-opacity duration-300 data-ending-style:opacity-0 data-starting-style:opacity-0" />
        <Dialog.Popup
          className={`${panel} ${widths[size]}`}
          data-modal={id}
          data-size={size}
          finalFocus={finalFocus}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink/10 px-5 py-4 lg:px-8 lg:py-6">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 lg:px-8">
            {description && (
              <Dialog.Description className="mb-5 text-sm">{description}</Dialog.Description>
            )}
            {children}
          </div>
          {actions && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-ink/10 px-5 py-4 lg:px-8">
              {actions}
            </div>
          )}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
