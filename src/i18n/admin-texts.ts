import en from './messages/en/admin.json'
import fr from './messages/fr/admin.json'
import nl from './messages/nl/admin.json'

export type AdminTexts = typeof en.Admin
const catalogues = { fr: fr.Admin, nl: nl.Admin, en: en.Admin } as const
export type AdminLanguage = keyof typeof catalogues

/**
 * A label of /admin in each of its languages, as Payload takes it ({ fr, nl, en }), picked from
 * the admin's messages (src/i18n/messages/<language>/admin.json).
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
  const known = language && language in catalogues ? (language as AdminLanguage) : 'fr'
  return pick(catalogues[known]).replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot)
}
