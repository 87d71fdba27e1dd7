import { intlLocale } from '@/commerce/domain/money'

/**
 * Where a store writes from: its country (the number and date format of a language there: fr-BE,
 * nl-NL) and its clock (the time zone its moments are shown in), both from its Stores row.
 */
export type StoreLocality = { country: string; timeZone: string }

/** Intl's locale of a text in `language` for the store: the language as its country writes it. */
export const storeIntl = (language: string, store: Pick<StoreLocality, 'country'>): string =>
  intlLocale(language, store.country)

/**
 * A date in words, 'mardi 24 novembre 2026' with the weekday. A bare ISO date (a delivery day)
 * is a calendar day and is read in UTC, so that no time zone moves it to the day before; a moment
 * is shown on the store's clock.
 */
export function longDate(
  iso: string,
  language: string,
  store: StoreLocality,
  { weekday = false }: { weekday?: boolean } = {},
): string {
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(iso)
  return new Intl.DateTimeFormat(storeIntl(language, store), {
    weekday: weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: bareDay ? 'UTC' : store.timeZone,
  }).format(new Date(iso))
}
