import type { CSSProperties } from 'react'

import { THEME_DEFAULTS } from '@/collections/stores/theme-defaults'
import type { Store } from '@/payload-types'

const VARIABLES = {
  brand: '--store-brand',
  brandContrast: '--store-brand-contrast',
  accent: '--store-accent',
  text: '--store-text',
  background: '--store-background',
  muted: '--store-muted',
} as const

type Colour = keyof typeof VARIABLES

/**
 * The store's theme colours as the CSS variables globals.css maps into Tailwind: those that differ
 * from its defaults only, none for a store in the default colours (every page carries the <html>
 * style twice, in its HTML and its RSC payload, issue 39).
 */
export function themeVariables(store: Pick<Store, 'theme'>): CSSProperties | undefined {
  const changed = (Object.keys(VARIABLES) as Colour[]).filter((colour) => {
    const value = store.theme[colour]
    return value && value.toLowerCase() !== THEME_DEFAULTS[colour]
  })
  if (changed.length === 0) return undefined
  return Object.fromEntries(
    changed.map((colour) => [VARIABLES[colour], store.theme[colour]]),
  ) as CSSProperties
}

/**
 * A page's language for the store's country (html lang, hreflang): fr-FR on the French store,
 * nl-BE and fr-BE on the Belgian one. Each store speaks to its own country's shoppers, so its
 * Dutch pages are not offered to the Netherlands' (nl-NL, the Dutch store's) in search results.
 */
export const htmlLang = (language: string, store: Pick<Store, 'country'>): string =>
  `${language.toLowerCase()}-${store.country.toUpperCase()}`
