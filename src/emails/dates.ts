import type { Locale } from '@/i18n/routing'

/** Intl's name of each language the store writes in. */
export const intlLocales = { fr: 'fr-FR', nl: 'nl-NL', en: 'en-GB' } as const

/** The store's clock: moments are shown as France sees them. */
const STORE_TIME_ZONE = 'Europe/Paris'

/**
 * A date in words, 'mardi 24 novembre 2026' with the weekday. A bare ISO date (a delivery day)
 * is a calendar day and is read in UTC, so that no time zone moves it to the day before.
 */
export function longDate(
  iso: string,
  locale: Locale | 'en',
  { weekday = false }: { weekday?: boolean } = {},
): string {
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(iso)
  return new Intl.DateTimeFormat(intlLocales[locale], {
    weekday: weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: bareDay ? 'UTC' : STORE_TIME_ZONE,
  }).format(new Date(iso))
}
