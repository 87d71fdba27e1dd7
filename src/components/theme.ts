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

/** `fr-FR` for the store's own language (its locale), the bare language code otherwise. */
export function htmlLang(locale: string, store: Pick<Store, 'locale'>): string {
  const [language, country] = store.locale.split('-')
  return language === locale && country ? `${language}-${country.toUpperCase()}` : locale
}
