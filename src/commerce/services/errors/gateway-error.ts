import type { z } from 'zod'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import type { Locale } from '@/i18n/routing'

import { type StoreMoney, validationMessage } from '../messages'

/** An error inside data (spec §8). */
export type GatewayError = {
  message: string
  code: number
  referencedRequestParameter: string | null
}

/** Codes of spec §8; 1000 and 1001 are this gateway's own for bad input and wrong store. */
export const errorCodes = {
  generic: -1,
  invalidParameter: 1000,
  wrongStore: 1001,
  notFound: 1404,
} as const

/** What a shopper reads when something unforeseen failed: never a stack trace. */
export const GENERIC_MESSAGE =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.'

export const gatewayError = (
  code: number,
  message: string,
  referencedRequestParameter: string | null = null,
): GatewayError => ({ code, message, referencedRequestParameter })

export const genericError = (): GatewayError => gatewayError(errorCodes.generic, GENERIC_MESSAGE)

/** Parameters whose bad values have a code of their own (spec §8 cart family: invalid note). */
const codeByParameter: Record<string, number> = { 'package.message': cartErrorCodes.invalidNote }

/** Rules whose breach has a code of its own (spec §8 account families: characters, length…). */
const codeByRule: Record<string, number> = {
  passwordCharacters: accountErrorCodes.passwordCharacters,
  passwordTooShort: accountErrorCodes.passwordTooShort,
  passwordMismatch: accountErrorCodes.passwordMismatch,
  captchaRequired: accountErrorCodes.captchaFailed,
}

/**
 * One error per invalid parameter, named by its path ('userData.language'), its message in the
 * shopper's language when the schema gave a Validation key (its amounts as `store` writes them).
 */
export function validationErrors(
  error: z.ZodError,
  locale: Locale,
  store: StoreMoney,
): GatewayError[] {
  return error.issues.map((issue) => {
    const name = issue.path.map(String).join('.')
    const params = 'params' in issue ? (issue.params as Record<string, unknown>) : undefined
    return gatewayError(
      codeByParameter[name] ?? codeByRule[issue.message] ?? errorCodes.invalidParameter,
      validationMessage(locale, issue.message, { values: params, store }),
      name || null,
    )
  })
}

/** One error per string Postgres cannot store (a NUL, a lone surrogate), named by its path. */
export const unstorableTextErrors = (paths: string[], locale: Locale): GatewayError[] =>
  paths.map((path) =>
    gatewayError(
      errorCodes.invalidParameter,
      validationMessage(locale, 'characterInvalid'),
      path || null,
    ),
  )
