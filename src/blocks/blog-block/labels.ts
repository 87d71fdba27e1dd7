import type { Locale } from '@/i18n/routing'

/** UI text of the block; stories render it too, so it cannot come from next-intl's server API. */
export const blogLabels: Record<Locale, { readMore: string; dateLocale: string }> = {
  fr: { readMore: 'Lire l’article', dateLocale: 'fr-FR' },
  nl: { readMore: 'Lees het artikel', dateLocale: 'nl-NL' },
}
