'use server'

import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { locales } from '@/i18n/routing'
import { hostStorefront } from '@/server/route-store'

import { headerTexts, type HeaderTranslate } from '../texts'
import { accountMenu } from './account-pages'

/**
 * The logged-in dropdown's words and pages in a language, asked by the header only once a
 * customer is found: anonymous pages (nearly all) no longer carry them (0.4 KB, issue 39).
 * Public words only; who is logged in is the gateway's answer, never this one's.
 */
export async function loadAccountMenu(language: unknown) {
  const locale = z.enum(locales).safeParse(language)
  if (!locale.success) return null
  // An action renders no layout that entered a route: the store is the one its host names.
  const { defaultLocale } = await hostStorefront((await headers()).get('host'))
  const t = (await getTranslations({ locale: locale.data })) as HeaderTranslate
  return accountMenu(locale.data, defaultLocale, headerTexts(t, { cartCount: 0 }).account)
}
