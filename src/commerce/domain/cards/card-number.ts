import { z } from 'zod'

import { isLuhnValid } from '../luhn'

/** A gift card number: a store prefix, random digits, a Luhn check digit (spec §1, §9). */
export const CARD_NUMBER_LENGTH = 19
export const PIN_LENGTH = 6

/** The 7-digit prefix of the cards each store issues. */
export const STORE_CARD_PREFIX: Readonly<Record<number, string>> = { 52: '6280452' }
/** Every prefix this shop knows: a number with another one is none of ours. */
export const CARD_PREFIXES: readonly string[] = Object.values(STORE_CARD_PREFIX)

/** The prefix of a store's cards; a store without one cannot issue cards. */
export function cardPrefixOf(storeId: number): string {
  const prefix = STORE_CARD_PREFIX[storeId]
  if (!prefix) throw new Error(`Store ${storeId} has no card prefix`)
  return prefix
}

/** People type and paste card numbers and PINs in groups: spaces are not part of them. */
export const withoutSpaces = (value: string): string => value.replace(/\s/g, '')

const CARD_DIGITS = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`)

/** 19 digits, one of our prefixes, and a valid check digit. */
export const isKnownCardNumber = (number: string): boolean =>
  CARD_DIGITS.test(number) &&
  CARD_PREFIXES.some((prefix) => number.startsWith(prefix)) &&
  isLuhnValid(number)

/** A card number as typed: required, exactly 19 digits, one of ours (spec §5). */
export const cardNumberSchema = z
  .string({ error: 'cardNumberRequired' })
  .transform(withoutSpaces)
  .pipe(
    z
      .string()
      .min(1, { error: 'cardNumberRequired', abort: true })
      .regex(CARD_DIGITS, { error: 'cardNumberLength', abort: true })
      .refine(isKnownCardNumber, { error: 'cardNumberUnknown' }),
  )

/** A card's PIN (security code): 6 digits (spec §1, §9). */
export const pinSchema = z
  .string({ error: 'pinRequired' })
  .transform(withoutSpaces)
  .pipe(
    z
      .string()
      .min(1, { error: 'pinRequired', abort: true })
      .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), { error: 'pinInvalid' }),
  )

/** The last four digits: all that is shown of a card once it is issued. */
export const lastFour = (number: string): string => withoutSpaces(number).slice(-4)

/** A card number with only its last four digits showing: '•••• •••• •••• ••• 1234'. */
export const maskCardNumber = (number: string): string => `•••• •••• •••• ••• ${lastFour(number)}`
