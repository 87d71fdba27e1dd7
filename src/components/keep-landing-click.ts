import { keepClickId } from '@/commerce/client/click-id'

import { consentFromCookies } from './cookie-dialog/consent'

/**
 * Keeps the ad click id of the landing URL (spec §3: stored locally) unless the visitor has
 * refused marketing cookies; the checkout sends it with the order only once they allowed them.
 */
export function keepLandingClick(): void {
  try {
    if (consentFromCookies(document.cookie)?.marketing === false) return
    keepClickId(window.location.search, window.localStorage)
  } catch {
    // Storage refused (some private windows): the order simply goes without a click id.
  }
}
