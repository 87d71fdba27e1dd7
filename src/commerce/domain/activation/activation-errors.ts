/**
 * Error codes of the activation family of spec §8 (failed, prefix mismatch, invalid e-mail,
 * payment failure); the spec names them without numbers, so 2070 to 2073 are this gateway's own.
 * The key is also the message key of the `ActivationErrors` namespace.
 *
 * `failed` answers every card of the store that cannot be activated (unknown, already active,
 * blocked): the answer must not tell a guesser which numbers exist. Another store's number is
 * told by its prefix (the card family's wrong store), a prefix of no store the prefix mismatch.
 */
export const activationErrorCodes = {
  failed: 2070,
  prefixMismatch: 2071,
  invalidEmail: 2072,
  paymentFailure: 2073,
} as const

export type ActivationErrorKey = keyof typeof activationErrorCodes

export const activationErrorKey = (code: number): ActivationErrorKey | undefined =>
  (Object.keys(activationErrorCodes) as ActivationErrorKey[]).find(
    (key) => activationErrorCodes[key] === code,
  )

/** Validation keys of the activation form that have a code of the activation family. */
const keyByRule: Record<string, ActivationErrorKey> = {
  cardNumberUnknown: 'prefixMismatch',
  emailInvalid: 'invalidEmail',
  emailMismatch: 'invalidEmail',
}

/** The activation error a broken rule of the form stands for, if it has one. */
export const activationErrorOfRule = (rule: string): ActivationErrorKey | undefined =>
  keyByRule[rule]
