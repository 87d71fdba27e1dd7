/** localStorage key of the banner's dismissal; the value is its expiry in epoch milliseconds. */
export const DISMISSAL_KEY = 'store-switcher-banner-dismissed-until'

/** Spec §9: closing the banner hides it for two days. */
export const DISMISSAL_MS = 2 * 24 * 60 * 60 * 1000

export const dismissalExpiry = (now: number): number => now + DISMISSAL_MS

/**
 * Spec §4: the banner shows when the visitor's country is known, not the store's own, and no
 * dismissal is stored or it has expired. An unreadable stored value counts as none.
 */
export function shouldShowBanner(
  countryCode: string | null,
  storeCountry: string,
  storedExpiry: string | null,
  now: number,
): boolean {
  if (!countryCode || countryCode === storeCountry) return false
  const until = Number(storedExpiry)
  return !(storedExpiry && Number.isFinite(until) && until > now)
}
