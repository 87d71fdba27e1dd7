'use client'

import { askOnce, useAskedOnce } from '@/components/ui/ask-once.client'

import type { StoreSwitcherTexts } from './texts'
import { loadStoreSwitcherTexts } from './texts.action'

const key = (locale: string) => `store-switcher:${locale}`

/** The switcher's texts in a language (texts.action.ts), asked once per page for both parts. */
export const askStoreSwitcherTexts = (locale: string): Promise<StoreSwitcherTexts | null> =>
  askOnce(key(locale), () => loadStoreSwitcherTexts(locale))

/** The same in the modal's body, suspending until they have come. */
export const useStoreSwitcherTexts = (locale: string): StoreSwitcherTexts | null =>
  useAskedOnce(key(locale), () => loadStoreSwitcherTexts(locale))
