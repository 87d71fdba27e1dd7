import type { Locale } from '@/i18n/routing'

/** UI text of the block; stories render it too, so it cannot come from next-intl's server API. */
export const blogLabels: Record<Locale, { readMore: string }> = {
  fr: { readMore: 'Lire l’article' },
  nl: { readMore: 'Lees het artikel' },
}
