import crypto from 'node:crypto'

import { serverEnv } from './env'

/** A secret for one purpose, derived from PAYLOAD_SECRET so no other setting is needed. */
export const derivedSecret = (purpose: string): string =>
  crypto.createHash('sha256').update(`${purpose}:${serverEnv().PAYLOAD_SECRET}`).digest('hex')

/** Compares a secret a request carries with the expected one in constant time. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const actual = Buffer.from(given ?? '')
  const wanted = Buffer.from(expected)
  return actual.length === wanted.length && crypto.timingSafeEqual(actual, wanted)
}
