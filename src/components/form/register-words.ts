import { companyRegister } from '@/commerce/domain/account/business'
import type fr from '@/i18n/messages/fr'

/** The words of every company register (CompanyRegisters messages), handed to the browser whole. */
export type RegisterTexts = (typeof fr)['CompanyRegisters']

/** One register's words: its short name, its field's labels and hint. */
export type RegisterWords = RegisterTexts['siren']

/** The words of a country's register (ISO code): SIREN in France, KBO/BCE in Belgium, KvK… */
export const registerWords = (texts: RegisterTexts, country: string): RegisterWords =>
  texts[companyRegister(country).name]
