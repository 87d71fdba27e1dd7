import {
  errorText,
  firstGatewayError,
  type GatewayErrorData,
} from '@/commerce/client/gateway-errors'

import { openErrorModal } from './ids'

type Translate = (key: string) => string

/** Spec §8 default handling for an answer: its first error, if any, in the error modal. */
export function reportGatewayErrors(
  errors: readonly GatewayErrorData[] | null | undefined,
  translate: Translate,
): boolean {
  const error = firstGatewayError(errors)
  if (error) openErrorModal(errorText(error, translate))
  return error !== null
}

/**
 * A gateway call whose errors end in the error modal: the answer when it carries none, else null
 * (errors inside data shown translated, a failed request with the generic message).
 */
export async function gatewayCall<R extends { errors: readonly GatewayErrorData[] }>(
  call: () => Promise<R>,
  translate: Translate,
): Promise<R | null> {
  let result: R
  try {
    result = await call()
  } catch {
    openErrorModal(null)
    return null
  }
  return reportGatewayErrors(result.errors, translate) ? null : result
}
