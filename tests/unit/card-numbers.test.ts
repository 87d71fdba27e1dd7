import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  CARD_PREFIXES,
  cardNumberSchema,
  cardPrefixOf,
  isKnownCardNumber,
  lastFour,
  maskCardNumber,
  pinSchema,
} from '@/commerce/domain/cards/card-number'
import { deriveCardSecrets, type Keyed } from '@/commerce/domain/cards/card-secrets'
import { cardExpiry } from '@/commerce/domain/cards/card-validity'
import { isLuhnValid, luhnCheckDigit } from '@/commerce/domain/luhn'

const hmac =
  (key: string): Keyed =>
  (message) =>
    createHmac('sha256', key).update(message).digest()

/** A number with a valid check digit after the given 18 digits. */
const withCheckDigit = (payload: string) => `${payload}${luhnCheckDigit(payload)}`
const ours = withCheckDigit('628045212345678901')
const othersPrefix = withCheckDigit('628045312345678901')
const wrongCheck = `${ours.slice(0, -1)}${(Number(ours.slice(-1)) + 1) % 10}`

describe('card numbers', () => {
  it('has the store prefix of store 52', () => {
    expect(cardPrefixOf(52)).toBe('6280452')
    expect(CARD_PREFIXES).toContain('6280452')
    expect(() => cardPrefixOf(7)).toThrow('Store 7 has no card prefix')
  })

  it('checks the Luhn digit', () => {
    expect(isLuhnValid('79927398713')).toBe(true)
    expect(isLuhnValid(ours)).toBe(true)
    expect(isLuhnValid(wrongCheck)).toBe(false)
  })

  it.each([
    [ours, true],
    [wrongCheck, false],
    [othersPrefix, false],
    [ours.slice(1), false],
    [`${ours}0`, false],
    [ours.replace(/(\d{4})/g, '$1 '), false],
  ])('%s is one of ours: %s', (number, expected) => {
    expect(isKnownCardNumber(number)).toBe(expected)
  })

  it('reads a number typed in groups', () => {
    const typed = ` ${ours.slice(0, 4)} ${ours.slice(4, 8)}  ${ours.slice(8)} `
    expect(cardNumberSchema.parse(typed)).toBe(ours)
  })

  it.each([
    [undefined, 'cardNumberRequired'],
    ['', 'cardNumberRequired'],
    ['    ', 'cardNumberRequired'],
    ['6280452', 'cardNumberLength'],
    ['62804521234567890123', 'cardNumberLength'],
    ['6280452abcdefghijkl', 'cardNumberLength'],
    [othersPrefix, 'cardNumberUnknown'],
    [wrongCheck, 'cardNumberUnknown'],
  ])('refuses %s with %s only', (input, key) => {
    const result = cardNumberSchema.safeParse(input)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key])
  })

  it.each([
    ['123456', '123456'],
    ['012 345', '012345'],
  ])('takes the PIN %s as %s', (input, pin) => {
    expect(pinSchema.parse(input)).toBe(pin)
  })

  it.each([
    [undefined, 'pinRequired'],
    ['', 'pinRequired'],
    ['12345', 'pinInvalid'],
    ['1234567', 'pinInvalid'],
    ['12a456', 'pinInvalid'],
  ])('refuses the PIN %s with %s', (input, key) => {
    const result = pinSchema.safeParse(input)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key])
  })

  it('shows only the last four digits', () => {
    expect(lastFour(ours)).toBe(ours.slice(-4))
    expect(maskCardNumber(ours)).toBe(`•••• •••• •••• ••• ${ours.slice(-4)}`)
  })
})

describe('deriveCardSecrets', () => {
  const keyed = hmac('shop secret key')

  it('derives a known card number and a 6-digit PIN', () => {
    const { number, pin } = deriveCardSecrets(keyed, 'card-1')
    expect(number).toMatch(/^6280452\d{12}$/)
    expect(isKnownCardNumber(number)).toBe(true)
    expect(pin).toMatch(/^\d{6}$/)
  })

  it('derives the same secrets again from the same key and seed, others otherwise', () => {
    const first = deriveCardSecrets(keyed, 'card-1')
    expect(deriveCardSecrets(keyed, 'card-1')).toEqual(first)
    expect(deriveCardSecrets(keyed, 'card-2').number).not.toBe(first.number)
    expect(deriveCardSecrets(hmac('another key'), 'card-1').number).not.toBe(first.number)
    const numbers = new Set(
      Array.from({ length: 1000 }, (_, i) => deriveCardSecrets(keyed, `s${i}`).number),
    )
    expect(numbers.size).toBe(1000)
  })

  it('skips the bytes 250 to 255, which would favour low digits, and reads on', () => {
    const blocks: Record<string, number[]> = {
      's:0': [250, 251, 252, 253, 254, 255, 1, 2, 3, 249, 10],
      's:1': [255, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8],
    }
    const fake: Keyed = (message) => Uint8Array.from(blocks[message] ?? [])
    const { number, pin } = deriveCardSecrets(fake, 's')
    // Digits 1 2 3 9 0 then 4 5 6 7 8 9 0 1 2 3 4 5: eleven for the number, six for the PIN.
    expect(number.slice(7, 18)).toBe('12390456789')
    expect(pin).toBe('012345')
  })

  it('stops when the keyed hash gives nothing usable', () => {
    expect(() => deriveCardSecrets(() => new Uint8Array(32).fill(255), 's')).toThrow(
      'too few usable bytes',
    )
  })

  it('spreads the digits evenly (chi-square over 2,000 cards, 9 degrees of freedom)', () => {
    const counts = Array.from({ length: 10 }, () => 0)
    for (let i = 0; i < 2000; i += 1) {
      const { number, pin } = deriveCardSecrets(keyed, `seed-${i}`)
      for (const digit of number.slice(7, 18) + pin) counts[Number(digit)]! += 1
    }
    const expected = (2000 * 17) / 10
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    // 27.88 is the 0.1 % critical value: a sound generator stays below it.
    expect(chiSquare).toBeLessThan(27.88)
    expect(Math.min(...counts)).toBeGreaterThan(expected * 0.9)
  })
})

describe('cardExpiry', () => {
  it.each([
    ['2026-11-24T10:00:00Z', '2028-11-24'],
    ['2026-12-31T23:30:00Z', '2029-01-01'],
    ['2028-02-29T12:00:00Z', '2030-03-01'],
  ])('a card issued at %s is valid until %s', (issuedAt, expiry) => {
    expect(cardExpiry(new Date(issuedAt))).toBe(expiry)
  })
})
