import { announceSessionChange } from '@/commerce/client/session-hint'

let leaving = false

/** Whether the customer is on the way out (logged out, account deleted): no redirect to login. */
export const isLeaving = (): boolean => leaving

/**
 * Spec §4: after a logout (or the account's deletion) an account-only page goes home. The other
 * widgets hear of the session's end; the full load resets the rest (prefill, orders, cart).
 */
export function leaveArea(homeHref: string): void {
  leaving = true
  announceSessionChange()
  window.location.assign(homeHref)
}
