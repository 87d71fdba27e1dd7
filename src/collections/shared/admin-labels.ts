import en from '@/i18n/messages/en/admin'
import fr from '@/i18n/messages/fr/admin'
import nl from '@/i18n/messages/nl/admin'

type Section = keyof typeof fr.Admin

/**
 * The admin's words for one section of `Admin` in the message files, as Payload takes a label:
 * one text per admin language.
 */
export function adminLabels<S extends Section>(section: S) {
  return (key: keyof (typeof fr.Admin)[S]) => ({
    fr: fr.Admin[section][key] as string,
    nl: nl.Admin[section][key] as string,
    en: en.Admin[section][key] as string,
  })
}
