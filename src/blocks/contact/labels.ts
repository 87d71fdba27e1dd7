import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

export type Weekday = NonNullable<Store['organisation']['openingHours']>[number]['days'][number]

type Labels = {
  customerService: string
  email: string
  phone: string
  address: string
  openingHours: string
  business: string
  /** A run of three days or more, e.g. « du lundi au vendredi ». */
  range: (from: Weekday, to: Weekday) => string
  day: (day: Weekday) => string
  /** '09:00' as people write it. */
  time: (hhmm: string) => string
}

const fr: Record<Weekday, string> = {
  Monday: 'lundi',
  Tuesday: 'mardi',
  Wednesday: 'mercredi',
  Thursday: 'jeudi',
  Friday: 'vendredi',
  Saturday: 'samedi',
  Sunday: 'dimanche',
}

const nl: Record<Weekday, string> = {
  Monday: 'maandag',
  Tuesday: 'dinsdag',
  Wednesday: 'woensdag',
  Thursday: 'donderdag',
  Friday: 'vrijdag',
  Saturday: 'zaterdag',
  Sunday: 'zondag',
}

/** UI text of the block; stories render it too, so it cannot come from next-intl's server API. */
export const contactLabels: Record<Locale, Labels> = {
  fr: {
    customerService: 'Service client',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse postale',
    openingHours: 'Horaires d’ouverture',
    business: 'Contact entreprises',
    range: (from, to) => `du ${fr[from]} au ${fr[to]}`,
    day: (day) => `le ${fr[day]}`,
    // « 9 h 00 »: French hours, with no-break spaces so the time never splits across lines.
    time: (hhmm) => hhmm.replace(/^0?(\d{1,2}):(\d{2})$/, '$1\u00a0h\u00a0$2'),
  },
  nl: {
    customerService: 'Klantenservice',
    email: 'E-mail',
    phone: 'Telefoon',
    address: 'Postadres',
    openingHours: 'Openingstijden',
    business: 'Zakelijk contact',
    range: (from, to) => `${nl[from]} t/m ${nl[to]}`,
    day: (day) => nl[day],
    time: (hhmm) => hhmm,
  },
}

// The tables list the days Monday first, as a French week goes.
const week = Object.keys(fr) as Weekday[]

/** « du lundi au vendredi », « le samedi et le dimanche »: runs of days read as people say them. */
export function openingDays(days: readonly Weekday[], locale: Locale): string {
  const labels = contactLabels[locale]
  const runs: Weekday[][] = []
  week.forEach((day, index) => {
    if (!days.includes(day)) return
    const run = runs.at(-1)
    const previous = week[index - 1]
    if (run && previous && run.includes(previous)) run.push(day)
    else runs.push([day])
  })
  const parts = runs.flatMap((run) => {
    const [first, last] = [run[0], run.at(-1)]
    return run.length > 2 && first && last ? [labels.range(first, last)] : run.map(labels.day)
  })
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts)
}
