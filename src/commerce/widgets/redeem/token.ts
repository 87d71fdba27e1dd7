/**
 * The redeem token (spec §4, §6): kept in this tab only (sessionStorage), sent as
 * userData.redeemToken on redeem pages, and cleared when the holder leaves the flow or orders.
 */
export const REDEEM_TOKEN_KEY = 'redeem_token'
/** The holder's details given before the checkout (Identify/details.ts): they go with the token. */
export const REDEEM_DETAILS_KEY = 'redeem_details'

const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage blocked (private mode, policies): the flow still works within the page.
    return null
  }
}

export const readRedeemToken = (): string | null => storage()?.getItem(REDEEM_TOKEN_KEY) ?? null

export function storeRedeemToken(token: string): void {
  // Another session's details are not this one's.
  if (readRedeemToken() !== token) storage()?.removeItem(REDEEM_DETAILS_KEY)
  storage()?.setItem(REDEEM_TOKEN_KEY, token)
  listeners.forEach((listener) => listener())
}

export function clearRedeemToken(): void {
  storage()?.removeItem(REDEEM_TOKEN_KEY)
  storage()?.removeItem(REDEEM_DETAILS_KEY)
  listeners.forEach((listener) => listener())
}

export function subscribeToRedeemToken(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
