'use server'

import { getMessages } from 'next-intl/server'
import { z } from 'zod'

import type fr from '@/i18n/messages/fr'
import { locales } from '@/i18n/routing'

import { type AuthTexts, authTexts } from './texts'

/**
 * The identification modals' texts in a language, asked by the cart when a shopper reaches for
 * its order button: the cart's page does not carry them (issue 39). Public words only.
 */
export async function loadAuthTexts(language: unknown): Promise<AuthTexts | null> {
  const locale = z.enum(locales).safeParse(language)
  if (!locale.success) return null
  return authTexts((await getMessages({ locale: locale.data })) as typeof fr)
}
