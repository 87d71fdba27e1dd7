'use server'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { locales } from '@/i18n/routing'

import { type CookieDialogTexts, cookieDialogTexts } from './texts'

/**
 * The cookie dialog's texts in a language, asked by the browser when the dialog first opens:
 * every page carried them in its RSC payload, for a dialog few visitors open (issue 39).
 */
export async function loadCookieDialogTexts(locale: unknown): Promise<CookieDialogTexts | null> {
  const checked = z.enum(locales).safeParse(locale)
  // Only the dialog calls this, with its page's language: anything else has no texts.
  if (!checked.success) return null
  const [t, modal] = await Promise.all([
    getTranslations({ locale: checked.data, namespace: 'CookieDialog' }),
    getTranslations({ locale: checked.data, namespace: 'Modal' }),
  ])
  return cookieDialogTexts(t, modal)
}
