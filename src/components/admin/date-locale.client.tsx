'use client'

import { useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

/**
 * Gives Payload's date fields the admin language before they render. Payload's DatePicker registers
 * its date-fns locale in an effect, after its first render; a field drawn before then (a slow
 * machine, a first page with dates) kept the English format until the next edit. A provider
 * renders before the fields, so registering here, while rendering, is always in time. Same names
 * as Payload's DatePicker (« enUS » for English), so its own effect changes nothing.
 */
export function DateLocale({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  if (i18n.dateFNS) {
    const name = i18n.language === 'en' ? 'enUS' : i18n.language
    registerLocale(name, i18n.dateFNS)
    setDefaultLocale(name)
  }
  return children
}
