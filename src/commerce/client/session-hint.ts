import { hasCookie } from './cookie-hint'

/**
 * Set beside the HTTP-only session cookie, readable by scripts: pages stay static and only
 * visitors with a session ask the gateway who they are (getUserInfo).
 */
export const SESSION_HINT_COOKIE = 'has_session'

export const hasSessionHint = (): boolean => hasCookie(SESSION_HINT_COOKIE)

/** Spec §4: after login the user info is loaded again; widgets listen to this. */
const SESSION_CHANGED = 'session:changed'

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED))
}

export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, listener)
  return () => window.removeEventListener(SESSION_CHANGED, listener)
}
