/**
 * Error codes of the account families of spec §8 (login, account creation, change password,
 * forgot password), which the spec names without numbers: this gateway's own, 3001 to 3019.
 * The key is also the message key of the `AccountErrors` namespace.
 */
export const accountErrorCodes = {
  captchaFailed: 3001,
  alreadyLoggedIn: 3002,
  invalidEmail: 3003,
  unknownEmail: 3004,
  wrongCombination: 3005,
  loginLocked: 3006,
  userExists: 3007,
  passwordCharacters: 3008,
  passwordTooShort: 3009,
  passwordMismatch: 3010,
  incorrectCurrentPassword: 3011,
  notLoggedIn: 3012,
  emailNotSent: 3013,
  noUser: 3014,
  resetLinkInvalid: 3015,
  addressNotFound: 3016,
  tooManyRequests: 3017,
  generic: 3019,
} as const

export type AccountErrorKey = keyof typeof accountErrorCodes
export type AccountErrorCode = (typeof accountErrorCodes)[AccountErrorKey]

export const accountErrorKey = (code: number): AccountErrorKey | undefined =>
  (Object.keys(accountErrorCodes) as AccountErrorKey[]).find(
    (key) => accountErrorCodes[key] === code,
  )
