/**
 * Error codes of the doubler's own failures (/doubler/); card failures keep their card codes
 * (2050–2069). The key is also the message key of the `DoublerErrors` namespace.
 */
export const doublerErrorCodes = {
  /** The card is already in the draw it would take part in. */
  alreadyEntered: 2080,
  /** The draw's terms were not accepted. */
  termsRequired: 2081,
} as const

export type DoublerErrorKey = keyof typeof doublerErrorCodes

export const doublerErrorKey = (code: number): DoublerErrorKey | undefined =>
  (Object.keys(doublerErrorCodes) as DoublerErrorKey[]).find(
    (key) => doublerErrorCodes[key] === code,
  )
