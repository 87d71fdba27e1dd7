'use server'

import { getMessages } from 'next-intl/server'
import { z } from 'zod'

import type fr from '@/i18n/messages/fr'
import { locales } from '@/i18n/routing'

import { modalOnlyTexts } from './modal-texts'
import type { ModalOnlyTexts } from './types'

/**
 * The configurator modals' own texts in a language, asked when a shopper first works the form or
 * opens a modal: the product page does not carry them (issue 39). Public words only.
 */
export async function loadConfiguratorModalTexts(
  language: unknown,
): Promise<ModalOnlyTexts | null> {
  const locale = z.enum(locales).safeParse(language)
  if (!locale.success) return null
  return modalOnlyTexts((await getMessages({ locale: locale.data })) as typeof fr)
}
