import type { DeliveryWindow } from './delivery-dates'

export type DeliveryLocale = 'fr' | 'nl' | 'en'

type Wording = {
  intl: string
  /** The day of the month as written: French writes the first '1er'. */
  day: (day: number) => string
  between: (from: string, to: string) => string
}

const WORDING: Record<DeliveryLocale, Wording> = {
  fr: {
    intl: 'fr-FR',
    day: (day) => (day === 1 ? '1er' : String(day)),
    between: (from, to) => `entre le ${from} et le ${to}`,
  },
  nl: { intl: 'nl-NL', day: String, between: (from, to) => `tussen ${from} en ${to}` },
  en: { intl: 'en-GB', day: String, between: (from, to) => `between ${from} and ${to}` },
}

const formatters = new Map<string, Intl.DateTimeFormat>()
// The ISO dates are the store's days already: read them at UTC midnight, in UTC.
const part = (intl: string, options: Intl.DateTimeFormatOptions, date: Date): string => {
  const key = `${intl}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intl, { ...options, timeZone: 'UTC' })
    formatters.set(key, formatter)
  }
  return formatter.format(date)
}

type Day = { weekdayLong: string; weekdayShort: string; day: string; month: string }

function dayOf(isoDate: string, wording: Wording): Day {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return {
    weekdayLong: part(wording.intl, { weekday: 'long' }, date),
    weekdayShort: part(wording.intl, { weekday: 'short' }, date),
    day: wording.day(date.getUTCDate()),
    month: part(wording.intl, { month: 'long' }, date),
  }
}

/**
 * The promised delivery as a shopper reads it: 'mardi 24 novembre' for one day, 'entre le mar. 24
 * et le jeu. 26 novembre' for a window in one month, 'entre le lun. 30 novembre et le mer.
 * 2 décembre' across months (and the same shapes in Dutch and English).
 */
export function formatDeliveryWindow(window: DeliveryWindow, locale: DeliveryLocale): string {
  const wording = WORDING[locale]
  const from = dayOf(window.earliest, wording)
  if (window.earliest === window.latest) return `${from.weekdayLong} ${from.day} ${from.month}`
  const to = dayOf(window.latest, wording)
  const sameMonth = window.earliest.slice(0, 7) === window.latest.slice(0, 7)
  const start = `${from.weekdayShort} ${from.day}${sameMonth ? '' : ` ${from.month}`}`
  return wording.between(start, `${to.weekdayShort} ${to.day} ${to.month}`)
}
