import type { AccountErrorKey } from '@/commerce/domain/account/account-errors'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/**
 * The account area's texts: its namespace, the rules' Validation keys and the AccountErrors
 * family, as raw messages. They hold only plain `{name}` arguments, filled in the browser by
 * `fill` (src/i18n/fill.ts), so no ICU formatter ships with the pages.
 */
export type AreaTexts = Record<keyof Messages['AccountArea'], string> & {
  /** Every company register's words: which applies depends on a country the form may change. */
  registers: Messages['CompanyRegisters']
  validation: Record<keyof Messages['Validation'], string>
  errors: Record<AccountErrorKey, string>
  selectEmpty: string
  selectOpen: string
  close: string
}

/** The part of a language's messages the account pages need. */
export const areaTexts = (messages: Messages): AreaTexts => ({
  ...messages.AccountArea,
  registers: messages.CompanyRegisters,
  validation: messages.Validation,
  errors: messages.AccountErrors,
  selectEmpty: messages.Select.empty,
  selectOpen: messages.Select.open,
  close: messages.Modal.close,
})
