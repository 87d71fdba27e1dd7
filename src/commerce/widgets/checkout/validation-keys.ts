import type fr from '@/i18n/messages/fr'
import { pickTexts } from '@/i18n/pick-texts'

type Validation = (typeof fr)['Validation']

/**
 * The Validation keys the checkout can show (/paiement/, its retry view, the redeem checkout and
 * guest order form, which share its rules): those the checkout's rules name (the checkout schema
 * and the account schemas it is made of, every company register's, the payment details'
 * problems), the captcha of an account made while ordering, and the cart's codes that `errorText`
 * translates in the gateway's answers to placeOrder and payOrder (GATEWAY_ERROR_KEYS): every other
 * error arrives in the shopper's words. Only these cross to the browser (the page carried all 91,
 * issue 39); a key left out would show as the vaguer `paymentGeneric`. A unit test reads the sources.
 */
export const CHECKOUT_VALIDATION_KEYS = [
  'appleOrderLimit',
  'bankRequired',
  'blikCodeInvalid',
  'blikCodeRequired',
  'captchaRequired',
  'chamberOfCommerceNumberInvalid',
  'chamberOfCommerceNumberRequired',
  'cityRequired',
  'cityTooLong',
  'companyNameRequired',
  'companyNameTooLong',
  'countryInvalid',
  'countryRequired',
  'customerTypeRequired',
  'deliveryFranceOnly',
  'emailInvalid',
  'emailRequired',
  'firstNameRequired',
  'giftCardLimit',
  'houseNumberInvalid',
  'houseNumberRequired',
  'idInvalid',
  'invalidNote',
  'kboInvalid',
  'kboRequired',
  'kvkInvalid',
  'kvkRequired',
  'lastNameRequired',
  'nameTooLong',
  'outOfStock',
  'passwordCharacters',
  'passwordMismatch',
  'passwordRequired',
  'passwordTooLong',
  'passwordTooShort',
  'paymentMethodRequired',
  'phoneInvalid',
  'phoneRequired',
  'postCodeInvalid',
  'postCodeInvalidCountry',
  'postCodeRequired',
  'referenceRequired',
  'referenceTooLong',
  'sirenInvalid',
  'sirenRequired',
  'streetRequired',
  'streetTooLong',
  'streetTooShort',
  'suffixTooLong',
  'termsRequired',
  'testCard',
  'vatNumberInvalid',
  'vatNumberRequired',
  'zeroBalance',
] as const satisfies readonly (keyof Validation)[]

type CheckoutValidationKey = (typeof CHECKOUT_VALIDATION_KEYS)[number]

export type CheckoutValidation = Record<CheckoutValidationKey, string>

/**
 * Of those, the keys only the checkout's later parts can show: the delivery address's, the
 * payment step's, account creation's (password, captcha) and the cart codes of an answer to
 * 'Payer'. They come with the later texts (later-texts.ts); the first step's fields name the
 * others (the unit test reads the billing address's rules).
 */
export const LATER_VALIDATION_KEYS = [
  'appleOrderLimit',
  'bankRequired',
  'blikCodeInvalid',
  'blikCodeRequired',
  'captchaRequired',
  'deliveryFranceOnly',
  'giftCardLimit',
  'idInvalid',
  'invalidNote',
  'outOfStock',
  'passwordCharacters',
  'passwordMismatch',
  'passwordRequired',
  'passwordTooLong',
  'passwordTooShort',
  'paymentMethodRequired',
  'postCodeInvalid',
  'termsRequired',
  'testCard',
  'zeroBalance',
] as const satisfies readonly CheckoutValidationKey[]

type LaterValidationKey = (typeof LATER_VALIDATION_KEYS)[number]

export type FirstStepValidation = Omit<CheckoutValidation, LaterValidationKey>
export type LaterValidation = Pick<CheckoutValidation, LaterValidationKey>

/** The first step's Validation texts: the checkout's but the later parts'. */
export function firstStepValidation(all: CheckoutValidation): FirstStepValidation {
  const later = new Set<string>(LATER_VALIDATION_KEYS)
  const entries = Object.entries(all).filter(([key]) => !later.has(key))
  return Object.fromEntries(entries) as FirstStepValidation
}

/** Of every Validation text, the checkout's. */
export const checkoutValidation = (all: Validation): CheckoutValidation =>
  pickTexts(all, CHECKOUT_VALIDATION_KEYS)
