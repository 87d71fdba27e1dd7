import { createTranslator } from 'next-intl'
import type { PayloadRequest } from 'payload'

import en from '@/i18n/messages/en/admin'
import fr from '@/i18n/messages/fr/admin'
import nl from '@/i18n/messages/nl/admin'

const catalogues = { fr, nl, en } as const
type Language = keyof typeof catalogues

export type SignInText = keyof typeof fr.Admin.SignIn

// Only the sign-in's words: next-intl refuses the admin's keys that name a field's path (`theme.brand`).
const translator = (locale: Language) =>
  createTranslator({
    locale,
    messages: { Admin: { SignIn: catalogues[locale].Admin.SignIn } },
    namespace: 'Admin.SignIn',
  })
const translators = { fr: translator('fr'), nl: translator('nl'), en: translator('en') }

/**
 * A refusal of the sign-in or reset form in the staff member's admin language (Payload reads it
 * from their language cookie or browser); French, the admin's fallback, for any other.
 */
export function staffText(req: PayloadRequest, key: SignInText, values: { minutes: number }) {
  const language = req.i18n?.language
  const translate = language && language in catalogues ? translators[language as Language] : null
  return (translate ?? translators.fr)(key, values)
}
