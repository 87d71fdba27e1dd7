import type { Locale } from '@/i18n/routing'

import type { GatewayCaller } from './request'

/** The store facts a caller needs: its id and country (a `stores` row, or the same read on a page). */
export type CallerStore = { storeId: number; country: string }

/**
 * Who asks the gateway (spec §3 userData) from a store and a locale. Redeem pages add their token,
 * the configurator the page's path (spec §7 x-pathname).
 */
export function callerFor(
  store: CallerStore,
  locale: Locale,
  extra: { redeemToken?: string | null; pathname?: string } = {},
): GatewayCaller {
  const { redeemToken = null, pathname } = extra
  return {
    userData: { language: locale, storeID: store.storeId, countryCode: store.country, redeemToken },
    ...(pathname ? { pathname } : {}),
  }
}
