'use server'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { locales } from '@/i18n/routing'

import { type StoreSwitcherTexts, storeSwitcherTexts } from './texts'

/**
 * The banner's and the modal's texts in a language, asked by the browser when one of them is
 * first shown: every page carried them in its RSC payload, for a banner most visitors never see
 * and a modal few open (issue 39).
 */
export async function loadStoreSwitcherTexts(locale: unknown): Promise<StoreSwitcherTexts | null> {
  const checked = z.enum(locales).safeParse(locale)
  // Only the switcher calls this, with its page's language: anything else has no texts.
  if (!checked.success) return null
  const [t, modal, select] = await Promise.all([
    getTranslations({ locale: checked.data, namespace: 'StoreSwitcher' }),
    getTranslations({ locale: checked.data, namespace: 'Modal' }),
    getTranslations({ locale: checked.data, namespace: 'Select' }),
  ])
  return storeSwitcherTexts(t, modal, select)
}
