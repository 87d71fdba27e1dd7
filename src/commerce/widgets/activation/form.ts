import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { toCents } from '@/commerce/domain/money'
import { typedNumber } from '@/commerce/domain/typed-number'

/** The activation form as typed: the amount is a quick pick (cents) or 'other' with euros typed. */
export type ActivationFormValues = {
  cardNumber: string
  amountChoice: string
  otherAmount: string
  email: string
  emailConfirmation: string
  paymentMethod: string
  bankId: string
  termsAccepted: boolean
}

export type ActivationField = keyof ActivationFormValues

export const OTHER_AMOUNT = 'other'

export const emptyActivationForm: ActivationFormValues = {
  cardNumber: '',
  amountChoice: '',
  otherAmount: '',
  email: '',
  emailConfirmation: '',
  paymentMethod: '',
  bankId: '',
  termsAccepted: false,
}

/** Typed euros ('25', '12,50') in cents; NaN for a text that is no amount. */
const toCentsTyped = (typed: string): number => {
  const euros = typed.replace(',', '.')
  return /^\d+([.]\d{1,2})?$/.test(euros) ? toCents(Number(euros)) : Number.NaN
}

/**
 * The amount in cents: NaN when none is chosen or typed (the rules say it is required), 0 for a
 * typed text that is no amount (refused as out of range).
 */
export function amountOf({ amountChoice, otherAmount }: ActivationFormValues): number {
  if (amountChoice !== OTHER_AMOUNT) return amountChoice ? Number(amountChoice) : Number.NaN
  return typedNumber(otherAmount, toCentsTyped)
}

/** What the gateway's createActivationOrder takes, from the form. */
export const activationInputOf = (values: ActivationFormValues) => ({
  cardNumber: values.cardNumber,
  amount: amountOf(values),
  email: values.email,
  emailConfirmation: values.emailConfirmation,
  paymentMethod: values.paymentMethod,
  paymentDetails: values.bankId ? { bankId: values.bankId } : null,
  termsAccepted: values.termsAccepted,
})

/** The form field an input path names ('amount' is chosen with the amount fields). */
export function fieldOfPath(path: string | null | undefined): ActivationField | null {
  const name = path?.replace(/^input\./, '').split('.')[0]
  if (name === 'amount') return 'amountChoice'
  if (name === 'paymentDetails') return 'bankId'
  const fields = Object.keys(emptyActivationForm) as ActivationField[]
  return fields.find((field) => field === name) ?? null
}

/** The gateway's answer split (spec §8): errors on the fields they name, the first other one for the form. */
export function placeActivationErrors(
  errors: readonly GatewayErrorData[],
  generic: string,
): { fields: [ActivationField, string][]; message: string | null } {
  const placed: { fields: [ActivationField, string][]; message: string | null } = {
    fields: [],
    message: null,
  }
  for (const error of errors) {
    // Code -1 carries no words for the holder.
    const text = error.code === -1 || !error.message ? generic : error.message
    const field = fieldOfPath(error.referencedRequestParameter)
    if (field && !placed.fields.some(([name]) => name === field)) placed.fields.push([field, text])
    else if (!field) placed.message ??= text
  }
  return placed
}

/** A Validation key in the holder's words, the amount range's bounds filled in. */
export const ruleText = (
  key: string | undefined,
  validation: Record<string, string>,
  bounds: { min: string; max: string },
  generic: string,
): string =>
  ((key && validation[key]) || generic).replace('{min}', bounds.min).replace('{max}', bounds.max)
