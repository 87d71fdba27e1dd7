import { storeClock } from '../checkout/store-clock'

/**
 * The doubler draw (spec §1, §9): one draw a month, on its first Monday, store time. A draw is
 * named by its month, 'YYYY-MM'; its date is that month's first Monday.
 *
 * An entry takes part in the next draw whose day has not begun yet: an entry made on a first
 * Monday itself (the store's date) goes to the next month's draw, so the draw of a day never races
 * with entries of that same day, whatever hour the job runs.
 */
export type DrawMonth = string

const MONTH = /^(\d{4})-(\d{2})$/

function parts(month: DrawMonth): { year: number; month: number } {
  const match = MONTH.exec(month)
  if (!match) throw new Error(`Not a draw month: ${month}`)
  return { year: Number(match[1]), month: Number(match[2]) }
}

const monthName = (year: number, month: number): DrawMonth =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`

/** The month after: '2026-12' → '2027-01'. */
export function nextMonth(month: DrawMonth): DrawMonth {
  const { year, month: number } = parts(month)
  return number === 12 ? monthName(year + 1, 1) : monthName(year, number + 1)
}

/** The month before: '2027-01' → '2026-12'. */
export function previousMonth(month: DrawMonth): DrawMonth {
  const { year, month: number } = parts(month)
  return number === 1 ? monthName(year - 1, 12) : monthName(year, number - 1)
}

/** The ISO date of a month's draw, its first Monday: '2026-02' → '2026-02-02'. */
export function drawDate(month: DrawMonth): string {
  const { year, month: number } = parts(month)
  // A calendar day, so UTC: no time zone moves it. 0 is Sunday, 1 Monday.
  const weekday = new Date(Date.UTC(year, number - 1, 1)).getUTCDay()
  const day = 1 + ((8 - weekday) % 7)
  return `${month}-${String(day).padStart(2, '0')}`
}

/** The draw an entry made at `instant` takes part in (days of the store's clock, `timeZone`). */
export function entryDrawMonth(instant: Date, timeZone: string): DrawMonth {
  const today = storeClock(instant, timeZone).date
  const month = today.slice(0, 7)
  return today < drawDate(month) ? month : nextMonth(month)
}

/**
 * The latest draw whose day has come at `instant` (the store's date): this month's from its first
 * Monday on, else last month's. The job draws it once, if it has not been drawn yet.
 */
export function dueDrawMonth(instant: Date, timeZone: string): DrawMonth {
  const today = storeClock(instant, timeZone).date
  const month = today.slice(0, 7)
  return today >= drawDate(month) ? month : previousMonth(month)
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** A draw date in words with its weekday: 'lundi 2 février 2026'. */
export function formatDrawDate(isoDate: string, intlLocale: string): string {
  let format = formats.get(intlLocale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    formats.set(intlLocale, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}
