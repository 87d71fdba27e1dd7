import { createTranslator } from 'next-intl'

import en from '@/i18n/messages/en/templates.json'
import fr from '@/i18n/messages/fr/templates.json'
import nl from '@/i18n/messages/nl/templates.json'
import type { Locale } from '@/i18n/routing'

const catalogues = { fr, nl } satisfies Record<Locale, typeof en>

/**
 * The texts blocks show besides the editors' own, in the page's language: read synchronously from
 * the catalogues, so that stories render a block as a page does.
 */
export const blockTexts = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Blocks' })
