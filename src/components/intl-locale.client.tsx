'use client'

import { createContext, type ReactNode, useContext } from 'react'

const IntlLocaleContext = createContext<string | null>(null)

/**
 * How the page's store writes amounts and dates in the page's language (fr-FR, fr-BE, nl-BE,
 * nl-NL), given once by the storefront layout: the widgets' amounts sit deep in client trees
 * (modals, form parts), which a prop would cross through every parent.
 */
export function IntlLocaleProvider({ value, children }: { value: string; children?: ReactNode }) {
  return <IntlLocaleContext value={value}>{children}</IntlLocaleContext>
}

/** The store's intl locale of the page (IntlLocaleProvider); throws outside a storefront page. */
export function useIntlLocale(): string {
  const value = useContext(IntlLocaleContext)
  if (!value) throw new Error('useIntlLocale needs the storefront layout’s IntlLocaleProvider')
  return value
}
