'use client'

import type { StoreSwitcherTexts } from './texts'
import { loadStoreSwitcherTexts } from './texts.action'

const requests = new Map<string, Promise<StoreSwitcherTexts | null>>()

/**
 * The switcher's texts in a language, asked once per page (texts.action.ts) and shared by the
 * banner and every opening of the modal; a failed request resolves to null and is asked again
 * next time.
 */
export function storeSwitcherTextsIn(locale: string): Promise<StoreSwitcherTexts | null> {
  const known = requests.get(locale)
  if (known) return known
  const request = loadStoreSwitcherTexts(locale).then(
    (texts) => texts,
    () => null,
  )
  requests.set(locale, request)
  void request.then((texts) => {
    if (!texts) requests.delete(locale)
  })
  return request
}
