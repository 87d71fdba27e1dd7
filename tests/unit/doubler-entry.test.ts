import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { doublerErrorCodes, doublerErrorKey } from '@/commerce/domain/doubler/doubler-errors'
import { doublerEntrySchema, doublerFormSchema } from '@/commerce/domain/doubler/entry'
import { luhnCheckDigit } from '@/commerce/domain/luhn'
import enDoubler from '@/i18n/messages/en/doubler.json'
import fr from '@/i18n/messages/fr'
import frDoubler from '@/i18n/messages/fr/doubler.json'
import nl from '@/i18n/messages/nl'
import nlDoubler from '@/i18n/messages/nl/doubler.json'

const body = '628045298765432'.padEnd(18, '1')
const cardNumber = `${body}${luhnCheckDigit(body)}`
const valid = {
  card: { cardNumber: ` ${cardNumber.slice(0, 4)} ${cardNumber.slice(4)} `, pin: '123 456' },
  email: ' Lea@Example.FR ',
  termsAccepted: true,
}

/** The keys a parse failed with, by field. */
function problems(input: unknown, schema: z.ZodType = doublerEntrySchema) {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('doublerEntrySchema', () => {
  it('takes a card as typed, in groups, and one e-mail per person', () => {
    expect(doublerEntrySchema.parse(valid)).toEqual({
      card: { cardNumber, pin: '123456' },
      email: 'lea@example.fr',
      termsAccepted: true,
    })
  })

  it('names each wrong field with its Validation key', () => {
    const wrongCheck = `${cardNumber.slice(0, -1)}${(Number(cardNumber.slice(-1)) + 1) % 10}`
    expect(
      problems({ card: { cardNumber: wrongCheck, pin: '12345' }, email: 'lea@', termsAccepted: 1 }),
    ).toEqual({
      'card.cardNumber': 'cardNumberUnknown',
      'card.pin': 'pinInvalid',
      email: 'emailInvalid',
      termsAccepted: expect.any(String),
    })
    expect(problems({ ...valid, card: { cardNumber: '', pin: '' } })).toEqual({
      'card.cardNumber': 'cardNumberRequired',
      'card.pin': 'pinRequired',
    })
  })

  it('leaves unticked terms to the gateway’s own error; the form refuses them', () => {
    expect(problems({ ...valid, termsAccepted: false })).toEqual({})
    expect(problems({ ...valid, termsAccepted: false }, doublerFormSchema)).toEqual({
      termsAccepted: 'doublerTermsRequired',
    })
    expect(problems(valid, doublerFormSchema)).toEqual({})
  })
})

describe('doubler errors and texts', () => {
  it('has codes of its own, from 2080, each with a text in every language', () => {
    for (const [key, code] of Object.entries(doublerErrorCodes)) {
      expect(code).toBeGreaterThanOrEqual(2080)
      expect(doublerErrorKey(code)).toBe(key)
      expect(fr.DoublerErrors[key as keyof typeof fr.DoublerErrors]).toBeTruthy()
      expect(nl.DoublerErrors[key as keyof typeof nl.DoublerErrors]).toBeTruthy()
    }
    expect(doublerErrorKey(2050)).toBeUndefined()
  })

  it('keeps the three languages’ files in the same key order', () => {
    const keys = (messages: object): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value).map((inner) => `${key}.${inner}`) : [key],
      )
    expect(keys(nlDoubler)).toEqual(keys(frDoubler))
    expect(keys(enDoubler)).toEqual(keys(frDoubler))
  })
})
