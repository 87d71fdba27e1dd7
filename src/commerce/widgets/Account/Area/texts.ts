import type { FieldError } from 'react-hook-form'

import type { AccountErrorKey } from '@/commerce/domain/account/account-errors'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/**
 * The account area's texts: its namespace, the rules' Validation keys and the AccountErrors
 * family, as raw messages. They hold only plain `{name}` arguments, filled in the browser by
 * `fill`, so no ICU formatter ships with the pages.
 */
export type AreaTexts = Record<keyof Messages['AccountArea'], string> & {
  validation: Record<keyof Messages['Validation'], string>
  errors: Record<AccountErrorKey, string>
  selectEmpty: string
  selectOpen: string
  close: string
}

/** The part of a language's messages the account pages need. */
export const areaTexts = (messages: Messages): AreaTexts => ({
  ...messages.AccountArea,
  validation: messages.Validation,
  errors: messages.AccountErrors,
  selectEmpty: messages.Select.empty,
  selectOpen: messages.Select.open,
  close: messages.Modal.close,
})

/** A message with its `{name}` arguments filled in. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )

/** The gateway's messages arrive translated: set on a field, they carry this type. */
export const SERVER_ERROR = 'server'

/** What a field's error says: the gateway's own words, or the rules' Validation key translated. */
export function fieldText(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  texts: AreaTexts,
): string | undefined {
  if (!error) return undefined
  if (error.type === SERVER_ERROR) return error.message || texts.errors.generic
  return texts.validation[error.message as keyof AreaTexts['validation']] ?? texts.errors.generic
}
