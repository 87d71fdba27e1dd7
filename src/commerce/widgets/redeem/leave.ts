import { clearRedeemToken } from './token'

/** The reset modal's registry id (spec §2 redeem modals: reset). */
export const RESET_MODAL = 'redeem-reset'

let leaving = false

/** The tab may close or navigate without the warning: the holder chose to leave, or pays. */
export const isLeaving = (): boolean => leaving

/** Navigation within the flow that reloads the page (the payment page): no warning. */
export function leaveFlowTo(url: string): void {
  leaving = true
  window.location.assign(url)
}

/** Spec §4: leaving resets every step: the token (and with it the session) is forgotten. */
export function resetAndLeave(url: string): void {
  clearRedeemToken()
  leaveFlowTo(url)
}

/**
 * Whether a link leaves the redeem flow: another site's page is not ours to guard, and every
 * page under the flow's path (/verifier-solde/…) stays inside.
 */
export function leavesFlow(link: URL, origin: string, flowPath: string): boolean {
  if (link.origin !== origin) return false
  const path = link.pathname.endsWith('/') ? link.pathname : `${link.pathname}/`
  return !path.startsWith(flowPath)
}
