'use client'

import { useAskedOnce } from '@/components/ui/ask-once.client'

import type { LoadStoreSwitcher, StoreSwitcherData } from './texts'

/**
 * The switcher's texts and combinations in a language (switcher-data.server.ts), asked once per page for
 * the banner and the modal; suspends until they have come.
 */
export const useStoreSwitcherData = (
  locale: string,
  load: LoadStoreSwitcher,
): StoreSwitcherData | null => useAskedOnce(`store-switcher:${locale}`, () => load(locale))
