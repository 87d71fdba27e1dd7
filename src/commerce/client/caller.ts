import type { Locale } from '@/i18n/routing'

import type { GatewayCaller } from './request'

/** The store facts a caller needs: its id and country (a `stores` row, or the same read on a page). */
export type CallerStore = { storeId: number; country: string }

/**
 * Who asks the gateway (spec §3 userData) from a store and a locale; redeem pages add their token.
 * Every call from a page names that page (spec §7 x-pathname: gatewayRequest adds it).
 */
export function callerFor(
  store: CallerStore,
  locale: Locale,
  extra: { redeemToken?: string | null } = {},
): GatewayCaller {
  const { redeemToken = null } = extra
  return {
    userData: { language: locale, storeID: store.storeId, countryCode: store.country, redeemToken },
  }
}
