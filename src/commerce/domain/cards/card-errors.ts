/**
 * Error codes of the card info and card payment families of spec §8 and of the redeem rules;
 * the spec names the families without numbers, so 2050 to 2069 are this gateway's own. The key
 * is also the message key of the `CardErrors` namespace.
 *
 * A wrong PIN and an unknown number both answer `unknown`: the answers must not tell a guesser
 * which numbers exist. The other outcomes are told only after a good PIN.
 */
export const cardErrorCodes = {
  unknown: 2050,
  blocked: 2051,
  expired: 2052,
  notActivated: 2053,
  noBalance: 2054,
  wrongStore: 2055,
  alreadyAdded: 2056,
  notAllowedForRedeem: 2057,
  mixedTypes: 2058,
  pinRateLimit: 2059,
  captchaFailed: 2060,
  brandDataMissing: 2061,
  connectionFailed: 2062,
  cardNotAvailableForRedeem: 2063,
  redeemMinimumValue: 2064,
  redeemRemainingBelowMinimum: 2065,
  redeemSessionExpired: 2066,
} as const

export type CardErrorKey = keyof typeof cardErrorCodes

export const cardErrorKey = (code: number): CardErrorKey | undefined =>
  (Object.keys(cardErrorCodes) as CardErrorKey[]).find((key) => cardErrorCodes[key] === code)
