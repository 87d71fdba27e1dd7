'use client'

import { usePathname } from 'next/navigation'

import { errorHomeHref } from './language'
import { errorPageTexts } from './texts'
import { useErrorLanguage } from './use-error-language.client'

/** What a failed page shows: its texts in the page's language and the way home. */
export function useErrorPage() {
  const language = useErrorLanguage()
  return { texts: errorPageTexts(language), home: errorHomeHref(usePathname()) }
}
