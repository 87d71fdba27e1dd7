'use server'

import { getMessages } from 'next-intl/server'
import { z } from 'zod'

import type fr from '@/i18n/messages/fr'
import { locales } from '@/i18n/routing'

import { type LaterTexts, laterTexts } from './later-texts'
import { checkoutTexts } from './texts'

/**
 * The texts of the checkout's later steps, account creation and retry view in a language, asked
 * when a shopper starts on the form: /paiement/ carries its first step's only (issue 39). Public
 * words only.
 */
export async function loadCheckoutLaterTexts(language: unknown): Promise<LaterTexts | null> {
  const locale = z.enum(locales).safeParse(language)
  if (!locale.success) return null
  return laterTexts(checkoutTexts((await getMessages({ locale: locale.data })) as typeof fr))
}
