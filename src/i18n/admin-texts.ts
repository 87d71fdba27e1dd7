import en from './messages/en/admin'
import fr from './messages/fr/admin'
import nl from './messages/nl/admin'

export type AdminTexts = typeof en.Admin
export const catalogues = { fr: fr.Admin, nl: nl.Admin, en: en.Admin } as const
export type AdminLanguage = keyof typeof catalogues

/**
 * A label of /admin in each of its languages, as Payload takes it ({ fr, nl, en }), picked from
 * the admin's messages (src/i18n/messages/<language>/admin/).
 */
export function adminLabel(pick: (texts: AdminTexts) => string): Record<AdminLanguage, string> {
  return { fr: pick(catalogues.fr), nl: pick(catalogues.nl), en: pick(catalogues.en) }
}

/**
 * A text of /admin in the language the member of staff reads it in (French, the admin's
 * fallback, if another), its `{name}` placeholders filled in from `values`.
 */
export function adminText(
  language: string | undefined,
  pick: (texts: AdminTexts) => string,
  values: Record<string, string> = {},
): string {
  return fill(pick(catalogues[known(language)]), values)
}

const known = (language: string | undefined): AdminLanguage =>
  language && language in catalogues ? (language as AdminLanguage) : 'fr'

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot)

const INTL_LOCALES: Record<AdminLanguage, string> = { fr: 'fr-FR', nl: 'nl-NL', en: 'en-GB' }

/** How numbers and amounts are written in the staff member's admin language (BCP 47). */
export const adminIntlLocale = (language: string | undefined): string =>
  INTL_LOCALES[known(language)]

/**
 * The CardService text a check answered with its key (a zod issue's message) in the staff
 * member's language, or the message itself when it is no key there.
 */
export const cardServiceText = (language: string | undefined, key: string): string =>
  adminWordsAt(['CardService', key])?.[known(language)] ?? key

/**
 * The admin's words at a path of the catalogues (`['Fields', 'title']`), in every admin
 * language; undefined unless each language has a text there.
 */
export function adminWordsAt(path: readonly string[]): Record<AdminLanguage, string> | undefined {
  const at = (language: AdminLanguage) => {
    let node: unknown = catalogues[language]
    for (const key of path)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
    return typeof node === 'string' ? node : undefined
  }
  const fr = at('fr')
  const nl = at('nl')
  const en = at('en')
  return fr && nl && en ? { fr, nl, en } : undefined
}
