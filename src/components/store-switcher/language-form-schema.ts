import { z } from 'zod'

export type LanguageFormMessages = {
  countryRequired: string
  languageRequired: string
  currencyRequired: string
}

/** Spec §5: the three required fields of the language form. */
export const languageFormSchema = (messages: LanguageFormMessages) =>
  z.object({
    country: z.string().min(1, messages.countryRequired),
    language: z.string().min(1, messages.languageRequired),
    currency: z.string().min(1, messages.currencyRequired),
  })
