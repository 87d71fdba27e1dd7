import en from '@/i18n/messages/en/error-page.json'
import fr from '@/i18n/messages/fr/error-page.json'
import nl from '@/i18n/messages/nl/error-page.json'

export type ErrorPageTexts = (typeof fr)['ErrorPage']

// Every language's few words, bundled: an error boundary renders where no server can give them.
const byLanguage: Record<string, ErrorPageTexts | undefined> = {
  fr: fr.ErrorPage,
  nl: nl.ErrorPage,
  en: en.ErrorPage,
}

export const errorPageTexts = (language: string): ErrorPageTexts =>
  byLanguage[language] ?? fr.ErrorPage

/** The error's reference for customer service (Next's digest, also in the server's log). */
export const errorReference = (texts: ErrorPageTexts, digest: string | undefined): string | null =>
  digest ? texts.reference.replace('{digest}', digest) : null
