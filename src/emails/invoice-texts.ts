import { createTranslator } from 'next-intl'

import { companyRegister } from '@/commerce/domain/account/business'

import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

const catalogues = { fr, nl, en } as const

/** The languages an invoice is written in. */
export type InvoiceLocale = keyof typeof catalogues

/** The invoice's labels; invoices are rendered by route handlers and jobs, outside a request's locale. */
export const invoiceTexts = (locale: InvoiceLocale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Invoice' })

export type InvoiceTexts = ReturnType<typeof invoiceTexts>

/** The short name of a country's company register (SIREN, KBO, KvK…) in an invoice's language. */
export const registerName = (locale: InvoiceLocale, country: string): string =>
  catalogues[locale].CompanyRegisters[companyRegister(country).name].name
