import type fr from '@/i18n/messages/fr'
import { pickTexts } from '@/i18n/pick-texts'

/**
 * The Validation keys the identification forms can show: their rules' (e-mail, password, names,
 * customer type and company, the store's register) and the e-mail typed twice. Only these cross to
 * the browser: the sign-in pages carried all 91 in their RSC payload, 6 KB (issue 39). A unit test
 * reads the rules' sources.
 */
export const AUTH_VALIDATION_KEYS = [
  'captchaRequired',
  'chamberOfCommerceNumberInvalid',
  'cityRequired',
  'cityTooLong',
  'companyNameRequired',
  'companyNameTooLong',
  'countryInvalid',
  'countryRequired',
  'customerTypeRequired',
  'emailInvalid',
  'emailMismatch',
  'emailRequired',
  'firstNameRequired',
  'kboInvalid',
  'kvkInvalid',
  'lastNameRequired',
  'nameTooLong',
  'passwordCharacters',
  'passwordMismatch',
  'passwordRequired',
  'passwordTooLong',
  'passwordTooShort',
  'passwordUnchanged',
  'postCodeInvalidCountry',
  'postCodeRequired',
  'sirenInvalid',
  'suffixTooLong',
  'vatNumberInvalid',
] as const satisfies readonly (keyof (typeof fr)['Validation'])[]

/** Of every Validation text, the identification forms'. */
export const authValidation = (all: (typeof fr)['Validation']): Record<string, string> =>
  pickTexts(all, AUTH_VALIDATION_KEYS)
