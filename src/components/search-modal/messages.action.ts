'use server'

import { getMessages } from 'next-intl/server'
import { z } from 'zod'

import { locales } from '@/i18n/routing'

import type { SearchMessages } from './props'

/**
 * The search modal's texts in a language, asked when it first opens: every page with the shop
 * header carried them in its RSC payload (issue 39).
 */
export async function loadSearchMessages(locale: unknown): Promise<SearchMessages | null> {
  const checked = z.enum(locales).safeParse(locale)
  // Only the modal calls this, with its page's locale: anything else has no texts.
  if (!checked.success) return null
  const messages = (await getMessages({ locale: checked.data })) as SearchMessages
  return { Search: messages.Search, Errors: { generic: messages.Errors.generic } }
}
