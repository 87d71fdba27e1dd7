'use client'

import { createContext, type ReactNode, useContext } from 'react'

const IntlLocaleContext = createContext<string | null>(null)
const TimeZoneContext = createContext<string | null>(null)

type Props = { value: string; timeZone: string; children?: ReactNode }

/**
 * How the page's store writes amounts and dates in the page's language (fr-FR, fr-BE, nl-BE,
 * nl-NL), and its clock (its row's IANA time zone), given once by the storefront layout: the
 * widgets' amounts and dates sit deep in client trees (modals, form parts), which a prop would
 * cross through every parent.
 */
export function IntlLocaleProvider({ value, timeZone, children }: Props) {
  return (
    <IntlLocaleContext value={value}>
      <TimeZoneContext value={timeZone}>{children}</TimeZoneContext>
    </IntlLocaleContext>
  )
}

/** The store's intl locale of the page (IntlLocaleProvider); throws outside a storefront page. */
export function useIntlLocale(): string {
  const value = useContext(IntlLocaleContext)
  if (!value) throw new Error('useIntlLocale needs the storefront layout’s IntlLocaleProvider')
  return value
}

/** The page's store's time zone, in which its dates are written (IntlLocaleProvider). */
export function useStoreTimeZone(): string {
  const value = useContext(TimeZoneContext)
  if (!value) throw new Error('useStoreTimeZone needs the storefront layout’s IntlLocaleProvider')
  return value
}
