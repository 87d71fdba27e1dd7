'use client'

import { openModal, preloadModal } from '@/components/ui/modal/modal-registry'
import { useHydrated } from '@/components/ui/use-hydrated'

import { STORE_SWITCHER_MODAL } from './modal-id'

export type StoreSwitcherPlacement = 'header' | 'footer' | 'mobile-menu'

type Props = {
  /** 'France · Français'. */
  text: string
  /** What the button does, for screen readers: 'Change country and language'. */
  label: string
  placement: StoreSwitcherPlacement
  className?: string
}

const preload = () => preloadModal(STORE_SWITCHER_MODAL)

/** Opens the store-switcher modal; disabled until hydrated (spec §4). */
export function StoreSwitcherTrigger({ text, label, placement, className }: Props) {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-haspopup="dialog"
      data-placement={placement}
      // The mobile menu closes when one of its buttons opens something else.
      data-closes-menu
      onClick={() => openModal(STORE_SWITCHER_MODAL)}
      onPointerEnter={preload}
      onFocus={preload}
      className={
        className ??
        'inline-flex min-h-10 items-center gap-2 rounded py-1 text-sm font-semibold underline-offset-4 hover:underline disabled:cursor-default'
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z" />
      </svg>
      <span className="sr-only">{label}, </span>
      {/* Phones keep the globe alone in a header: the name stays for screen readers. */}
      {placement === 'header' ? <span className="max-sm:sr-only">{text}</span> : text}
    </button>
  )
}
