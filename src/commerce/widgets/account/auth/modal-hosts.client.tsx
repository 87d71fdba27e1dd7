'use client'

import type { ComponentType } from 'react'

import { askOnce, useAskedOnce } from '@/components/ui/ask-once.client'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import type { OrderIdentifyProps } from './identify-modal.client'
import { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from './ids'
import { loadAuthTexts } from './texts.action'

/** The cart's identification props: the modals' texts come when one first opens (issue 39). */
export type CartIdentifyProps = Omit<OrderIdentifyProps, 'texts'>

const ask = (language: string) => () => loadAuthTexts(language)
const key = (language: string) => `auth-texts:${language}`

/** A language's identification texts, asked once per page (the order button asks ahead). */
export const authTextsFor = (language: string) => askOnce(key(language), ask(language))

/** A modal's body with its texts: it waits for them, and stays shut if they did not come. */
const withAuthTexts = (Body: ComponentType<OrderIdentifyProps>) =>
  function WithAuthTexts(props: CartIdentifyProps) {
    const texts = useAskedOnce(key(props.language), ask(props.language))
    return texts ? <Body {...props} texts={texts} /> : null
  }

/** Where the cart's identification modals mount; their code and texts load on first opening. */
export const IdentifyModalHost = lazyModal<CartIdentifyProps>(IDENTIFY_MODAL, () =>
  import('./identify-modal.client').then((module) => ({ default: withAuthTexts(module.default) })),
)

export const GuestOrderModalHost = lazyModal<CartIdentifyProps>(GUEST_ORDER_MODAL, () =>
  import('./guest-order-modal.client').then((module) => ({
    default: withAuthTexts(module.default),
  })),
)
