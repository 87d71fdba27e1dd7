/**
 * Where a store works: its country's working days and public holidays, and its clock (an IANA
 * time zone of its row), in which it ships, counts days and dates its cards.
 */
export type StoreCalendar = { country: string; timeZone: string }

// One formatter per time zone: stores are few, and a formatter is slow to build.
const formats = new Map<string, Intl.DateTimeFormat>()

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The store's wall clock at an instant: its ISO date and the hour and minute. */
export function storeClock(
  instant: Date,
  timeZone: string,
): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}
