import { createTranslator } from 'next-intl'

import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

const catalogues = { fr, nl } as const

/** The e-mails' texts in the customer's language; mails leave from route handlers and jobs, outside a request's locale. */
export const emailTexts = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Emails' })

export type EmailTexts = ReturnType<typeof emailTexts>

/** A validity in words: whole hours as hours (“2 heures”), anything else in minutes. */
export function validity(t: EmailTexts, minutes: number): string {
  const hours = minutes >= 60 && minutes % 60 === 0
  return t('duration', { unit: hours ? 'hours' : 'minutes', count: hours ? minutes / 60 : minutes })
}
