'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { openModal, preloadModal } from '@/components/ui/modal/modal-registry'
import { useHydrated } from '@/components/ui/use-hydrated'

import type { CookieDialogProps } from './cookie-dialog'
import { COOKIE_DIALOG_MODAL } from './modal-id'

const CookieDialog = lazyModal(COOKIE_DIALOG_MODAL, () => import('./cookie-dialog'))

const preload = () => preloadModal(COOKIE_DIALOG_MODAL)

type Props = CookieDialogProps & { text: string; className?: string }

/** The footer's Cookies link (spec §2): a button opening the cookie dialog, mounted beside it. */
export function CookiesButton({ text, className, ...dialog }: Props) {
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        aria-haspopup="dialog"
        onClick={() => openModal(COOKIE_DIALOG_MODAL)}
        onPointerEnter={preload}
        onFocus={preload}
        className={className}
      >
        {text}
      </button>
      <CookieDialog {...dialog} />
    </>
  )
}
