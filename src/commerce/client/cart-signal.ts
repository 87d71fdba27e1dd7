import { hasCookie } from './cookie-hint'

/**
 * The cart's update signal (spec §4: the cart quantity refetches on it), for a change whose answer
 * says nothing of the cart (logging out): the header count and the cart page ask again.
 * Same-tab only.
 */
const CART_CHANGED = 'cart:changed'

export function announceCartChange(): void {
  window.dispatchEvent(new Event(CART_CHANGED))
}

export function onCartChange(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED, listener)
  return () => window.removeEventListener(CART_CHANGED, listener)
}

/**
 * The cart's count as the last answer that carried it said (issue 37 point 5): a change's own
 * answer is the cart's new state, so the header follows it without asking the gateway again.
 * Null until an answer of this page carried one. A module-level store for useSyncExternalStore.
 */
let cardCount: number | null = null
const countListeners = new Set<() => void>()

/** Every answer that carries the cart tells its count here; no cart counts none. */
export function publishCartCount(order: { itemsQty: number } | null): void {
  cardCount = order?.itemsQty ?? 0
  for (const listener of countListeners) listener()
}

export function subscribeCartCount(listener: () => void): () => void {
  countListeners.add(listener)
  return () => countListeners.delete(listener)
}

export const cartCountSnapshot = (): number | null => cardCount

/** Set beside the HTTP-only cart cookie, readable by scripts: only shoppers with one ask. */
export const CART_HINT_COOKIE = 'has_cart'

export const hasCartHint = (): boolean => hasCookie(CART_HINT_COOKIE)
