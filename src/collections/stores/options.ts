/** Choice lists of the store data (spec §3 "Store data", enumerations and theme data). */

export const currencies = [
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'DKK',
  'NOK',
  'SEK',
  'PLN',
  'AUD',
  'CAD',
  'NZD',
  'MXN',
  'BRL',
  'AED',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'ISK',
  'TRY',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'INR',
  'ZAR',
  'ILS',
  'SAR',
  'QAR',
  'KWD',
  'THB',
  'MYR',
  'IDR',
  'PHP',
  'KRW',
  'CLP',
  'COP',
] as const

export const paymentLogoKinds = [
  'adyenEPS',
  'amex',
  'bancontact',
  'belfius',
  'carteBancaire',
  'ideal',
  'invoice',
  'kbccbc',
  'mastercard',
  'paypal',
  'secure',
  'visa',
] as const

export const socialNetworks = [
  'facebook',
  'instagram',
  'linkedIn',
  'pinterest',
  'tiktok',
  'twitter',
  'youtube',
] as const

/** account: customers may log in or order as guests; guest: no accounts in this store. */
export const loginModes = ['account', 'guest'] as const

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

export const toOptions = (values: readonly string[]) =>
  values.map((value) => ({ label: value, value }))
