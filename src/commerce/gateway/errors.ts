import type { z } from 'zod'

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

/** One error per invalid parameter, named by its path ('userData.language'). */
export function validationErrors(error: z.ZodError, prefix?: string): GatewayError[] {
  return error.issues.map((issue) => {
    const name = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    return gatewayError(errorCodes.invalidParameter, issue.message, name || null)
  })
}
