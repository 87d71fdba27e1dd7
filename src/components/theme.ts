import type { CSSProperties } from 'react'

import type { Store } from '@/payload-types'

/** The store's theme colours as the CSS variables globals.css maps into Tailwind. */
export function themeVariables(store: Pick<Store, 'theme'>): CSSProperties {
  const { brand, brandContrast, accent, text, background, muted } = store.theme
  return {
    '--store-brand': brand,
    '--store-brand-contrast': brandContrast,
    '--store-accent': accent,
    '--store-text': text,
    '--store-background': background,
    '--store-muted': muted,
  } as CSSProperties
}

/**
 * A page's language for the store's country (html lang, hreflang): fr-FR on the French store,
 * nl-BE and fr-BE on the Belgian one. Each store speaks to its own country's shoppers, so its
 * Dutch pages are not offered to the Netherlands' (nl-NL, the Dutch store's) in search results.
 */
export const htmlLang = (language: string, store: Pick<Store, 'country'>): string =>
  `${language.toLowerCase()}-${store.country.toUpperCase()}`
