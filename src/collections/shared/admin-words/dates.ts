/** A date field's admin options as this file reads them. */
type DateAdmin = { date?: Record<string, string> }

/**
 * Date-fns' localized formats, so each staff member reads a date in the admin language's own
 * way: French « 29 novembre 2026 à 04:09 », Dutch « 29 november 2026 om 04:09 », English
 * « November 29th, 2026 at 4:09 AM » (Payload's default, « MMM d, yyy h:mm a », is English order).
 */
const FORMATS: Record<string, { displayFormat: string; timeFormat?: string }> = {
  dayAndTime: { displayFormat: 'PPPp', timeFormat: 'p' },
  default: { displayFormat: 'PPP' },
  dayOnly: { displayFormat: 'PPP' },
  timeOnly: { displayFormat: 'p', timeFormat: 'p' },
}

/** The localized display (and time list) format of a date field that sets none itself. */
export function withLocalizedDates<A extends DateAdmin>(admin: A | undefined): A {
  const date = admin?.date ?? {}
  const formats = FORMATS[date.pickerAppearance ?? 'default'] ?? {}
  return { ...admin, date: { ...formats, ...date } } as A
}
