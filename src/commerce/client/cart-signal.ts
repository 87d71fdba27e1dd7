import { hasCookie } from './cookie-hint'

/**
 * The cart's update signal (spec §4: the cart quantity refetches on it): every widget that changes
 * the basket announces it, and the header count and the basket page listen. Same-tab only.
 */
const CART_CHANGED = 'cart:changed'

export function announceCartChange(): void {
  window.dispatchEvent(new Event(CART_CHANGED))
}

export function onCartChange(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED, listener)
  return () => window.removeEventListener(CART_CHANGED, listener)
}

/** Set beside the HTTP-only cart cookie, readable by scripts: only shoppers with one ask. */
export const CART_HINT_COOKIE = 'has_cart'

export const hasCartHint = (): boolean => hasCookie(CART_HINT_COOKIE)
