import type { Locale } from '@/i18n/routing'

type Labels = {
  play: (title: string) => string
  notice: (provider: string) => string
}

/** UI text of the block; stories render it too, so it cannot come from next-intl's server API. */
export const embedVideoLabels: Record<Locale, Labels> = {
  fr: {
    // A no-break space keeps the colon on the line of its word, as French typography wants.
    play: (title) => `Lire la vidéo\u00a0: ${title}`,
    notice: (provider) => `Vidéo hébergée par ${provider}, chargée seulement quand vous la lancez.`,
  },
  nl: {
    play: (title) => `Video afspelen: ${title}`,
    notice: (provider) => `Video van ${provider}, pas geladen wanneer u hem afspeelt.`,
  },
}

export const providerNames = { VIMEO: 'Vimeo', YOUTUBE: 'YouTube' } as const
