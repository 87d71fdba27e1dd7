import type { Payload } from 'payload'

import { PIN_LOCK } from '@/commerce/domain/cards/pin-lock'

import { purgeExpired, type Purged, purgeStaleCarts } from '@/commerce/db/purge-repository'

/** Carts untouched this long are gone, like the cookie that named them (60 days). */
export const STALE_CART_DAYS = 60

/**
 * Drops ended customer sessions, spent captcha solutions past their expiry (after that they are
 * refused anyway), PIN counters whose window and lock have both passed (the next attempt would
 * start anew anyway) and ended rate-limit windows (Postgres store; Redis expires its keys itself).
 */
export function purgeExpiredRecords(payload: Payload): Promise<Purged> {
  return purgeExpired(payload, { pinWindowMinutes: PIN_LOCK.windowMinutes, nowMs: Date.now() })
}

/** Drops carts nobody has touched since their cookie expired; how many. */
export function purgeUntouchedCarts(payload: Payload): Promise<number> {
  return purgeStaleCarts(payload, STALE_CART_DAYS)
}
