'use client'

import { GlobeIcon } from '@/components/ui/icons'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { STORE_SWITCHER_MODAL } from './modal-id'

import styles from './store-switcher-trigger.module.css'

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
      className={className ?? styles.trigger}
    >
      <GlobeIcon className="size-5 shrink-0" />
      <span className="sr-only">{label}, </span>
      {/* Phones keep the globe alone in a header: the name stays for screen readers. */}
      {placement === 'header' ? <span className="max-sm:sr-only">{text}</span> : text}
    </ModalTrigger>
  )
}
