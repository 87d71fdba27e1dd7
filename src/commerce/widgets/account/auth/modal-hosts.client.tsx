'use client'

import { type ComponentType, use } from 'react'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import type { OrderIdentifyProps } from './identify-modal.client'
import { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from './ids'
import type { AuthTexts } from './texts'
import { loadAuthTexts } from './texts.action'

/** The cart's identification props: the modals' texts come when one first opens (issue 39). */
export type CartIdentifyProps = Omit<OrderIdentifyProps, 'texts'>

const asked = new Map<string, Promise<AuthTexts | null>>()

/** A language's identification texts, asked once; after a failure, the next opening asks again. */
export function authTextsFor(language: string): Promise<AuthTexts | null> {
  let texts = asked.get(language)
  if (!texts) {
    texts = loadAuthTexts(language).catch(() => null)
    void texts.then((loaded) => loaded ?? asked.delete(language))
    asked.set(language, texts)
  }
  return texts
}

/** A modal's body with its texts: it waits for them, and stays shut if they did not come. */
const withAuthTexts = (Body: ComponentType<OrderIdentifyProps>) =>
  function WithAuthTexts(props: CartIdentifyProps) {
    const texts = use(authTextsFor(props.language))
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
