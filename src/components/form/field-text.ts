import type { FieldError } from 'react-hook-form'

/** The gateway's messages arrive translated: set on a field, they carry this type. */
export const SERVER_ERROR = 'server'

/** What a form needs to word its fields' errors: the Validation messages and the generic error. */
export type FieldErrorTexts = {
  validation: Record<string, string>
  errors: { generic: string }
}

/** What a field's error says: the gateway's own words, or the rules' Validation key translated. */
export function fieldText(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  texts: FieldErrorTexts,
): string | undefined {
  if (!error) return undefined
  if (error.type === SERVER_ERROR) return error.message || texts.errors.generic
  return texts.validation[error.message ?? ''] ?? texts.errors.generic
}
