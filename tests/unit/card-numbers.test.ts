import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  cardNumberSchema,
  cardOwner,
  isCardNumber,
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
const nobodys = withCheckDigit('123456712345678901')
const PREFIX = '6280452'
const stores = { prefix: PREFIX, knownPrefixes: [PREFIX, '6280453', '6280454'] }
const wrongCheck = `${ours.slice(0, -1)}${(Number(ours.slice(-1)) + 1) % 10}`

describe('card numbers', () => {
  it.each([
    [ours, 'thisStore'],
    [othersPrefix, 'otherStore'],
    [nobodys, 'unknown'],
  ])('tells whose card %s is on the store of 6280452: %s', (number, owner) => {
    expect(cardOwner(number, stores)).toBe(owner)
  })

  it('knows no card of a store it has no prefix of', () => {
    expect(cardOwner(ours, { prefix: '6280453', knownPrefixes: ['6280453'] })).toBe('unknown')
  })

  it('checks the Luhn digit', () => {
    expect(isLuhnValid('79927398713')).toBe(true)
    expect(isLuhnValid(ours)).toBe(true)
    expect(isLuhnValid(wrongCheck)).toBe(false)
  })

  it.each([
    [ours, true],
    [wrongCheck, false],
    [othersPrefix, true],
    [nobodys, true],
    [ours.slice(1), false],
    [`${ours}0`, false],
    [ours.replace(/(\d{4})/g, '$1 '), false],
  ])('%s has the form of a card number: %s', (number, expected) => {
    expect(isCardNumber(number)).toBe(expected)
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

  it('derives a card number behind its store’s prefix and a 6-digit PIN', () => {
    const { number, pin } = deriveCardSecrets(keyed, 'card-1', PREFIX)
    expect(number).toMatch(/^6280452\d{12}$/)
    expect(isCardNumber(number)).toBe(true)
    expect(cardOwner(number, stores)).toBe('thisStore')
    expect(pin).toMatch(/^\d{6}$/)
  })

  it('derives the same secrets again from the same key and seed, others otherwise', () => {
    const first = deriveCardSecrets(keyed, 'card-1', PREFIX)
    expect(deriveCardSecrets(keyed, 'card-1', PREFIX)).toEqual(first)
    expect(deriveCardSecrets(keyed, 'card-2', PREFIX).number).not.toBe(first.number)
    expect(deriveCardSecrets(hmac('another key'), 'card-1', PREFIX).number).not.toBe(first.number)
    const numbers = new Set(
      Array.from({ length: 1000 }, (_, i) => deriveCardSecrets(keyed, `s${i}`, PREFIX).number),
    )
    expect(numbers.size).toBe(1000)
  })

  it('skips the bytes 250 to 255, which would favour low digits, and reads on', () => {
    const blocks: Record<string, number[]> = {
      's:0': [250, 251, 252, 253, 254, 255, 1, 2, 3, 249, 10],
      's:1': [255, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8],
    }
    const fake: Keyed = (message) => Uint8Array.from(blocks[message] ?? [])
    const { number, pin } = deriveCardSecrets(fake, 's', PREFIX)
    // Digits 1 2 3 9 0 then 4 5 6 7 8 9 0 1 2 3 4 5: eleven for the number, six for the PIN.
    expect(number.slice(7, 18)).toBe('12390456789')
    expect(pin).toBe('012345')
  })

  it('stops when the keyed hash gives nothing usable', () => {
    expect(() => deriveCardSecrets(() => new Uint8Array(32).fill(255), 's', PREFIX)).toThrow(
      'too few usable bytes',
    )
  })

  it('takes 7 digits only as a prefix: a store without one issues no card', () => {
    expect(() => deriveCardSecrets(keyed, 's', '')).toThrow('A card prefix has 7 digits')
    expect(() => deriveCardSecrets(keyed, 's', '628045')).toThrow('A card prefix has 7 digits')
  })

  it('gives each store its own prefix in front of the same digits', () => {
    const belgian = deriveCardSecrets(keyed, 'card-1', '6280453')
    expect(belgian.number).toMatch(/^6280453\d{12}$/)
    expect(isCardNumber(belgian.number)).toBe(true)
    expect(cardOwner(belgian.number, stores)).toBe('otherStore')
  })

  it('spreads the digits evenly (chi-square over 2,000 cards, 9 degrees of freedom)', () => {
    const counts = Array.from({ length: 10 }, () => 0)
    for (let i = 0; i < 2000; i += 1) {
      const { number, pin } = deriveCardSecrets(keyed, `seed-${i}`, PREFIX)
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
    expect(cardExpiry(new Date(issuedAt), 'Europe/Paris')).toBe(expiry)
  })
})
