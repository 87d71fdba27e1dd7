import Holidays from 'date-holidays'

// One instance per country for the process: building one parses that country's holiday rules.
const calendars = new Map<string, Holidays>()
const publicHolidaysByYear = new Map<string, Set<string>>()

const calendarOf = (country: string): Holidays => {
  let calendar = calendars.get(country)
  if (!calendar) {
    calendar = new Holidays(country)
    calendars.set(country, calendar)
  }
  return calendar
}

/**
 * A country's public holidays of a year as ISO dates (country: ISO code, e.g. the store's);
 * observances (Pentecost Sunday…) do not count.
 */
function publicHolidays(country: string, year: number): Set<string> {
  const key = `${country}:${year}`
  let dates = publicHolidaysByYear.get(key)
  if (!dates) {
    dates = new Set(
      calendarOf(country)
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    )
    publicHolidaysByYear.set(key, dates)
  }
  return dates
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

// Calendar arithmetic on ISO dates runs at UTC midnight, where no day is 23 or 25 hours long.
const utcDay = (isoDate: string): Date => {
  if (!ISO_DATE.test(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`)
  return new Date(`${isoDate}T00:00:00Z`)
}

/** The ISO date `days` calendar days after (or before) another. */
export function addDays(isoDate: string, days: number): string {
  const day = utcDay(isoDate)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** Monday to Friday, and not a public holiday of the country. */
export function isWorkingDay(isoDate: string, country: string): boolean {
  const weekday = utcDay(isoDate).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !publicHolidays(country, Number(isoDate.slice(0, 4))).has(isoDate)
}

/** The country's first working day strictly after a date. */
export function nextWorkingDay(isoDate: string, country: string): string {
  let day = addDays(isoDate, 1)
  while (!isWorkingDay(day, country)) day = addDays(day, 1)
  return day
}

/** The working day of the country that comes `count` working days after a date (count ≥ 0). */
export function addWorkingDays(isoDate: string, count: number, country: string): string {
  let day = isoDate
  for (let step = 0; step < count; step += 1) day = nextWorkingDay(day, country)
  return day
}
