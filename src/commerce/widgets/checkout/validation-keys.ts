import type fr from '@/i18n/messages/fr'

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

export type CheckoutValidation = Record<(typeof CHECKOUT_VALIDATION_KEYS)[number], string>

/** Of every Validation text, the checkout's. */
export const checkoutValidation = (all: Validation): CheckoutValidation =>
  Object.fromEntries(CHECKOUT_VALIDATION_KEYS.map((key) => [key, all[key]])) as CheckoutValidation
