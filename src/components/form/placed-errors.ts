import { type GatewayErrorData, INVALID_PARAMETER } from '@/commerce/client/gateway-errors'
import { type AccountErrorKey, accountErrorKey } from '@/commerce/domain/account/account-errors'

import { fieldOfParameter } from '@/components/form/form-paths'

/** A gateway error shown on a field, in the gateway's words or an AccountErrors text. */
export type FieldProblem = { field: string; message: string }

/** Where the gateway's errors go: on fields, and one message for the form as a whole. */
export type PlacedErrors = { fields: FieldProblem[]; message: string | null }

type Placing = {
  /** The form's fields, as react-hook-form paths ('firstName', 'address.postCode'). */
  fields: ReadonlySet<string>
  /** Account errors that concern one field of this form (3011 → 'currentPassword'). */
  codeFields?: Partial<Record<AccountErrorKey, string>>
  /** The AccountErrors texts (spec §8 message families). */
  texts: Record<AccountErrorKey, string>
}

/**
 * Spec §8 for the account forms: an error goes on the field its referencedRequestParameter
 * names, whatever its code (bad input in the gateway's words, an account error in its
 * AccountErrors text); an account error naming no field of the form goes on the field its code
 * concerns where the form has one; the rest is the form's message, the generic account message
 * for what has no text. Shown in the form, so what the customer typed is never lost.
 */
export function placeErrors(
  errors: readonly GatewayErrorData[],
  { fields, codeFields = {}, texts }: Placing,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], message: null }
  const seen = new Set<string>()
  const onField = (field: string, message: string) => {
    if (seen.has(field)) return
    seen.add(field)
    placed.fields.push({ field, message })
  }
  for (const error of errors) {
    const key = accountErrorKey(error.code)
    const keyField = key ? codeFields[key] : undefined
    const field = fieldOfParameter(error.referencedRequestParameter, fields)
    const text = formMessage(error, key, texts)
    if (field) onField(field, text)
    else if (key && keyField) onField(keyField, texts[key])
    else placed.message ??= text
  }
  return placed
}

function formMessage(
  error: GatewayErrorData,
  key: AccountErrorKey | undefined,
  texts: Record<AccountErrorKey, string>,
): string {
  if (key) return texts[key]
  if (error.code === INVALID_PARAMETER && error.message) return error.message
  return texts.generic
}
