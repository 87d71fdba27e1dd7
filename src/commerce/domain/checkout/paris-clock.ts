/** The shop works, ships and counts days in Paris time (spec §1, §9). */
export const SHOP_TIME_ZONE = 'Europe/Paris'

const parisParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The Paris wall clock at an instant: its ISO date and the hour and minute. */
export function parisClock(instant: Date): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(
    parisParts.formatToParts(instant).map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}
