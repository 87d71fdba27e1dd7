import { z } from 'zod'

import { isLuhnValid } from '../luhn'

/** A gift card number: a store prefix, random digits, a Luhn check digit (spec §1, §9). */
export const CARD_NUMBER_LENGTH = 19
export const PIN_LENGTH = 6

/** Every card number starts with the 7-digit prefix of the store that issued it (Stores' cardPrefix). */
export const CARD_PREFIX_LENGTH = 7

/** Whose card a number is, asked on a store: its own, another of our stores', or no store's. */
export type CardOwner = 'thisStore' | 'otherStore' | 'unknown'

/**
 * The owner of a well-formed number by its prefix, given the asking store's prefix and every
 * store's: telling "another store's" needs no lookup, so it reveals nothing of that card.
 */
export function cardOwner(
  number: string,
  { prefix, knownPrefixes }: { prefix: string; knownPrefixes: readonly string[] },
): CardOwner {
  const its = number.slice(0, CARD_PREFIX_LENGTH)
  if (its === prefix) return 'thisStore'
  return knownPrefixes.includes(its) ? 'otherStore' : 'unknown'
}

/** People type and paste card numbers and PINs in groups: spaces are not part of them. */
export const withoutSpaces = (value: string): string => value.replace(/\s/g, '')

const CARD_DIGITS = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`)

/** 19 digits and a valid check digit: the shape of every store's numbers. */
export const isCardNumber = (number: string): boolean =>
  CARD_DIGITS.test(number) && isLuhnValid(number)

/**
 * A card number as typed: required, exactly 19 digits, a valid check digit (spec §5). Whether its
 * prefix is one of our stores' is data: services ask cardOwner with the stores' prefixes.
 */
export const cardNumberSchema = z
  .string({ error: 'cardNumberRequired' })
  .transform(withoutSpaces)
  .pipe(
    z
      .string()
      .min(1, { error: 'cardNumberRequired', abort: true })
      .regex(CARD_DIGITS, { error: 'cardNumberLength', abort: true })
      .refine(isCardNumber, { error: 'cardNumberUnknown' }),
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
