import {
  errorText,
  type GatewayErrorData,
  INVALID_PARAMETER,
} from '@/commerce/client/gateway-errors'
import { accountErrorKey } from '@/commerce/domain/account/account-errors'
import { orderErrorCodes } from '@/commerce/domain/orders/order-errors'
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
 * placeOrder's, payOrder's and createAccount's errors (spec §8): bad input goes on the field
 * its referencedRequestParameter names (`input.billingAddress.postCode`), in the gateway's
 * words; fraud and the retry limit, the cart's and the account's codes are the form's message.
 */
export function placeCheckoutErrors(
  errors: readonly GatewayErrorData[],
  { fields, payment, validation, account }: Placing,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], message: null }
  for (const error of errors) {
    const field =
      error.code === INVALID_PARAMETER
        ? fieldOfParameter(error.referencedRequestParameter, fields)
        : null
    if (field && error.message) {
      if (!placed.fields.some((problem) => problem.field === field)) {
        placed.fields.push({ field, message: error.message })
      }
      continue
    }
    placed.message ??= formMessage(error, { payment, validation, account })
  }
  return placed
}

function formMessage(error: GatewayErrorData, texts: Omit<Placing, 'fields'>): string {
  const paymentKey = paymentErrorKey(error.code)
  if (paymentKey === 'fraud' || paymentKey === 'retryLimit') return texts.payment[paymentKey]
  const accountKey = accountErrorKey(error.code)
  if (accountKey) return texts.account(accountKey)
  return errorText(error, texts.validation) ?? texts.payment.generic
}
