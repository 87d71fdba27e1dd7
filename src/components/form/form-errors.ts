import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { INVALID_PARAMETER } from '@/commerce/client/gateway-errors'
import { type AccountErrorKey, accountErrorKey } from '@/commerce/domain/account/account-errors'

/** The account error families of spec §8 (the `AccountErrors` messages). */
export type AccountErrorTexts = Record<AccountErrorKey, string>

/** What a form shows of a validation key or a gateway error. */
export type FormTexts = {
  /** The `Validation` messages: the domain schemas' keys. */
  validation: Record<string, string>
  errors: AccountErrorTexts
}

/** A Validation key in the shopper's words (the generic text for a key without one). */
export const validationText = (key: string | undefined, texts: FormTexts): string =>
  (key && texts.validation[key]) || texts.errors.generic

/**
 * A gateway error in the shopper's words: an account code's text, the gateway's own (translated)
 * message for bad input, else the generic one. The lock says for how long, which only the
 * gateway knows.
 */
export function gatewayErrorText(error: GatewayErrorData, texts: FormTexts): string {
  const key = accountErrorKey(error.code)
  if (key === 'loginLocked' && error.message) return error.message
  if (key) return texts.errors[key]
  if (error.code === INVALID_PARAMETER && error.message) return error.message
  return texts.errors.generic
}

/** The gateway's errors split: those naming one of the form's fields, and the form's own. */
export type SplitErrors<F extends string> = { fields: [F, string][]; form: string[] }

/**
 * Sorts a response's errors (spec §8): a referencedRequestParameter naming a field of the form
 * (`email`, or `input.email` for the calls that wrap their input) puts the error on that field,
 * once; every other error belongs to the form, in order.
 */
export function splitGatewayErrors<F extends string>(
  errors: readonly GatewayErrorData[],
  fields: readonly F[],
  texts: FormTexts,
): SplitErrors<F> {
  const split: SplitErrors<F> = { fields: [], form: [] }
  for (const error of errors) {
    const name = error.referencedRequestParameter?.replace(/^input\./, '')
    const field = fields.find((candidate) => candidate === name)
    const text = gatewayErrorText(error, texts)
    if (field && !split.fields.some(([placed]) => placed === field)) {
      split.fields.push([field, text])
    } else if (!field) split.form.push(text)
  }
  return split
}
