import Holidays from 'date-holidays'

// One instance for the process: building it parses the holiday rules of France.
const holidays = new Holidays('FR')
const publicHolidaysByYear = new Map<number, Set<string>>()

/** French public holidays of a year as ISO dates; observances (Pentecost Sunday…) do not count. */
function publicHolidays(year: number): Set<string> {
  let dates = publicHolidaysByYear.get(year)
  if (!dates) {
    dates = new Set(
      holidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    )
    publicHolidaysByYear.set(year, dates)
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

/** Monday to Friday, and not a French public holiday. */
export function isWorkingDay(isoDate: string): boolean {
  const weekday = utcDay(isoDate).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !publicHolidays(Number(isoDate.slice(0, 4))).has(isoDate)
}

/** The first working day strictly after a date. */
export function nextWorkingDay(isoDate: string): string {
  let day = addDays(isoDate, 1)
  while (!isWorkingDay(day)) day = addDays(day, 1)
  return day
}

/** The working day that comes `count` working days after a date (count ≥ 0). */
export function addWorkingDays(isoDate: string, count: number): string {
  let day = isoDate
  for (let step = 0; step < count; step += 1) day = nextWorkingDay(day)
  return day
}
