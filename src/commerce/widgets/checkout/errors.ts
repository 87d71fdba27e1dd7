import { errorText, type GatewayErrorData } from '@/commerce/client/gateway-errors'
import { accountErrorKey } from '@/commerce/domain/account/account-errors'
import { orderErrorCodes, orderErrorKey } from '@/commerce/domain/orders/order-errors'
import type { PlacedErrors } from '@/components/form/placed-errors'
import { fieldOfParameter } from '@/components/form/form-paths'

/**
 * The payment errors of the checkout (spec §8, src/commerce/domain/orders/order-errors.ts):
 * what `?error=` carries back from the payment (failed, canceled, expired, fraud) and the
 * gateway's retry limit (2036).
 */
export const paymentErrorCodes = {
  failed: orderErrorCodes.paymentFailed,
  canceled: orderErrorCodes.paymentCanceled,
  expired: orderErrorCodes.paymentExpired,
  fraud: orderErrorCodes.fraud,
  retryLimit: orderErrorCodes.retryLimit,
} as const

export type PaymentErrorKey = keyof typeof paymentErrorCodes
export type PaymentErrorTexts = Record<PaymentErrorKey | 'generic', string>

const keyOfCode = new Map(
  Object.entries(paymentErrorCodes).map(([key, code]) => [code as number, key as PaymentErrorKey]),
)

/** The key of a payment error code (a number or the query parameter's text), else null. */
export function paymentErrorKey(code: number | string | null | undefined): PaymentErrorKey | null {
  if (code === null || code === undefined || code === '') return null
  return keyOfCode.get(Number(code)) ?? null
}

/** What the top of the checkout says for `?error=`: a known code's text, else the generic one. */
export const paymentReturnText = (code: string | null, texts: PaymentErrorTexts): string | null =>
  code ? texts[paymentErrorKey(code) ?? 'generic'] : null

type Placing = {
  /** The form's field paths ('billingAddress.postCode'). */
  fields: ReadonlySet<string>
  payment: PaymentErrorTexts
  /** Validation keys (the cart's codes) and AccountErrors keys, to the shopper's words. */
  validation: (key: string) => string
  account: (key: string) => string
}

/**
 * placeOrder's, payOrder's and createAccount's errors (spec §8): the text is chosen by code
 * (fraud and the retry limit, the order's, the cart's and the account's families; bad input in
 * the gateway's words), and goes on the field the referencedRequestParameter names where the
 * form has it (`input.billingAddress.postCode`, `input.paymentMethod`, `input.email`), else it is
 * the form's message.
 */
export function placeCheckoutErrors(
  errors: readonly GatewayErrorData[],
  { fields, payment, validation, account }: Placing,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], message: null }
  for (const error of errors) {
    const field = fieldOfParameter(error.referencedRequestParameter, fields)
    const message = formMessage(error, { payment, validation, account })
    if (!field) placed.message ??= message
    else if (!placed.fields.some((problem) => problem.field === field)) {
      placed.fields.push({ field, message })
    }
  }
  return placed
}

/**
 * createAccount names its own input (`input.email`, `input.password`); the checkout holds those
 * fields in the billing address and the account part, where its errors then land.
 */
export function asCheckoutError(error: GatewayErrorData): GatewayErrorData {
  const name = /^input\.(.+)$/.exec(error.referencedRequestParameter ?? '')?.[1]
  if (!name) return error
  const part = name.startsWith('password') ? 'createAccount' : 'billingAddress'
  return { ...error, referencedRequestParameter: `${part}.${name}` }
}

function formMessage(error: GatewayErrorData, texts: Omit<Placing, 'fields'>): string {
  const paymentKey = paymentErrorKey(error.code)
  if (paymentKey === 'fraud' || paymentKey === 'retryLimit') return texts.payment[paymentKey]
  const accountKey = accountErrorKey(error.code)
  if (accountKey) return texts.account(accountKey)
  // The order family's other texts (an unavailable payment method…) come in the shopper's words.
  if (orderErrorKey(error.code) && error.message) return error.message
  return errorText(error, texts.validation) ?? texts.payment.generic
}
