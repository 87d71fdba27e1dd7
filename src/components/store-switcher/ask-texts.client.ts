'use client'

import { askOnce } from '@/components/ui/ask-once.client'

import type { StoreSwitcherTexts } from './texts'
import { loadStoreSwitcherTexts } from './texts.action'

/** The switcher's texts in a language (texts.action.ts), asked once per page for both parts. */
export const askStoreSwitcherTexts = (locale: string): Promise<StoreSwitcherTexts | null> =>
  askOnce(`store-switcher:${locale}`, () => loadStoreSwitcherTexts(locale))
