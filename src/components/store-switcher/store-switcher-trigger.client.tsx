'use client'

import { GlobeIcon } from '@/components/ui/icons'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

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

/** Opens the store-switcher modal; disabled until hydrated (spec §4). */
export function StoreSwitcherTrigger({ text, label, placement, className }: Props) {
  return (
    <ModalTrigger
      modal={STORE_SWITCHER_MODAL}
      data-placement={placement}
      // The mobile menu closes when one of its buttons opens something else.
      data-closes-menu
      className={
        className ??
        'inline-flex min-h-10 items-center gap-2 rounded py-1 text-sm font-semibold underline-offset-4 hover:underline disabled:cursor-default'
      }
    >
      <GlobeIcon className="size-5 shrink-0" />
      <span className="sr-only">{label}, </span>
      {/* Phones keep the globe alone in a header: the name stays for screen readers. */}
      {placement === 'header' ? <span className="max-sm:sr-only">{text}</span> : text}
    </ModalTrigger>
  )
}
