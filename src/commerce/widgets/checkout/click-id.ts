import { keptClickId } from '@/commerce/client/click-id'
import type { ClickId } from '@/commerce/domain/orders/attribution'
import { consentFromCookies } from '@/components/cookie-dialog/consent'

/** The ad click placeOrder carries: the kept one, and only with marketing consent. */
export function orderClickId(): ClickId | null {
  try {
    if (!consentFromCookies(document.cookie)?.marketing) return null
    return keptClickId(window.localStorage)
  } catch {
    return null
  }
}
