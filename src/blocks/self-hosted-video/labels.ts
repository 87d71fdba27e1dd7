import type { Locale } from '@/i18n/routing'

/** UI text of the block; stories render it too, so it cannot come from next-intl's server API. */
export const selfHostedVideoLabels: Record<Locale, { unsupported: string; download: string }> = {
  fr: {
    unsupported: 'Votre navigateur ne peut pas lire cette vidéo.',
    download: 'Télécharger la vidéo',
  },
  nl: {
    unsupported: 'Uw browser kan deze video niet afspelen.',
    download: 'De video downloaden',
  },
}
