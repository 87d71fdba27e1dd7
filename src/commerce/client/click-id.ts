import { type ClickId, clickIdFromSearch, freshClickId } from '@/commerce/domain/orders/attribution'
import { consentFromCookies } from '@/components/cookie-dialog/consent'

/** Where the browser keeps the latest ad click (spec §3: stored locally). */
const CLICK_ID_KEY = 'click_id'

/** Keeps the click id of a landing page's query; a newer click replaces an older one. */
export function keepClickId(search: string, storage: Storage, now = new Date()): void {
  const click = clickIdFromSearch(search, now)
  if (click) storage.setItem(CLICK_ID_KEY, JSON.stringify(click))
}

/** The kept click while it counts for an order; an old or unreadable one is forgotten. */
export function keptClickId(storage: Storage, now = new Date()): ClickId | null {
  const raw = storage.getItem(CLICK_ID_KEY)
  if (raw === null) return null
  let kept: unknown = null
  try {
    kept = JSON.parse(raw)
  } catch {
    // Not ours any more: forgotten below.
  }
  const click = freshClickId(kept, now)
  if (!click) forgetClickId(storage)
  return click
}

export const forgetClickId = (storage: Storage): void => storage.removeItem(CLICK_ID_KEY)

/** The ad click an order carries (placeOrder, placeRedeemOrder, createActivationOrder): the kept one, with marketing consent only. */
export function orderClickId(): ClickId | null {
  try {
    if (!consentFromCookies(document.cookie)?.marketing) return null
    return keptClickId(window.localStorage)
  } catch {
    return null
  }
}
