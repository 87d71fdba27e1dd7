/**
 * Where an order came from: the page it was placed from and the ad click that brought the buyer.
 * No zod here: the browser reads click ids on every page, and zod stays out of pages.
 */

/**
 * The ad clicks whose id a landing URL carries (spec §3: "a click id from the query string is
 * stored locally"): Google (gclid, and gbraid/wbraid from iOS apps), Microsoft, Meta, TikTok,
 * LinkedIn and Pinterest, the networks of the store's social links.
 */
export const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'fbclid',
  'ttclid',
  'li_fat_id',
  'epik',
] as const

export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number]
export type ClickId = { param: ClickIdParam; value: string; capturedAt: string }
/** What an order records of where it came from (orders.placed_from, orders.click_id). */
export type OrderAttribution = { placedFrom: string | null; clickId: ClickId | null }

/** Ids are URL-safe tokens (a gclid is about 100 characters, an fbclid up to 200 or so). */
export const CLICK_ID_VALUE = /^[\w.~-]{1,512}$/

/** How long a click counts for an order: the longest conversion window the networks allow. */
export const CLICK_ID_DAYS = 90

/** The click id of a landing URL's query (`?gclid=…`), the first of the list when several. */
export function clickIdFromSearch(search: string, now: Date): ClickId | null {
  const query = new URLSearchParams(search)
  const param = CLICK_ID_PARAMS.find((name) => CLICK_ID_VALUE.test(query.get(name) ?? ''))
  return param ? { param, value: query.get(param)!, capturedAt: now.toISOString() } : null
}

/** A click kept in the browser, if it still reads as one and counts for an order placed `now`. */
export function freshClickId(kept: unknown, now: Date): ClickId | null {
  const click = kept as Partial<ClickId> | null
  const age = now.getTime() - Date.parse(click?.capturedAt ?? '')
  const valid =
    CLICK_ID_PARAMS.includes(click?.param as ClickIdParam) &&
    CLICK_ID_VALUE.test(click?.value ?? '') &&
    age >= 0 &&
    age <= CLICK_ID_DAYS * 86_400_000
  return valid ? (click as ClickId) : null
}

/**
 * The page an order was placed from, as the gateway's x-pathname header names it (spec §7): a
 * path of this site (browsers send it percent-encoded), kept short; anything else is not recorded.
 */
export const placedFromPath = (header: string | null): string | null =>
  header && /^\/[!-~]{0,299}$/.test(header) ? header : null
