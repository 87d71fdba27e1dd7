import 'altcha'

import { fn } from 'storybook/test'

import { callerFor } from '@/commerce/client/caller'
import type { OrderIdentifyProps } from '@/commerce/widgets/account/auth/identify-modal.client'
import { authLinks } from '@/commerce/widgets/account/auth/links'
import { authTexts } from '@/commerce/widgets/account/auth/texts'
import fr from '@/i18n/messages/fr'

export const caller = callerFor({ storeId: 52, country: 'FR' }, 'fr')

/** What a page hands its identification widget, as the server reads it for the French store. */
export const widgetProps = () => ({
  texts: authTexts(fr),
  links: authLinks('fr', 'fr'),
  language: 'fr',
  hideCaptchaBadge: false,
  // Stories stay where they are: the next page is recorded, not opened.
  navigate: fn(),
})

/** The cart's identify flow, order-modal auth on. */
export const orderIdentify = (): OrderIdentifyProps => ({ ...widgetProps(), orderModalAuth: true })

/**
 * ALTCHA in test mode: it "solves" at once without a challenge, so stories need no server.
 * Returns the undo.
 */
export function captchaTestMode(): () => void {
  globalThis.$altcha.defaults.set({ test: true })
  return () => globalThis.$altcha.defaults.set({ test: false })
}

/** Adds to the story's own URL, as a link would (`?token=`), until the story changes. */
export function withQuery(name: string, value: string): () => void {
  const before = window.location.href
  const url = new URL(before)
  url.searchParams.set(name, value)
  window.history.replaceState(window.history.state, '', url)
  return () => window.history.replaceState(window.history.state, '', before)
}

/** The session storage the account forms share, emptied between stories. */
export function freshSessionStorage(entries: Record<string, string> = {}): () => void {
  window.sessionStorage.clear()
  for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value)
  return () => window.sessionStorage.clear()
}
