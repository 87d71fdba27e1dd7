import { describe, expect, it } from 'vitest'

import { configuratorResolver, configuratorSchema } from '@/commerce/widgets/configurator/schema'
import {
  isoOfLocalInput,
  localInputValue,
  scheduleLimits,
} from '@/commerce/widgets/configurator/schedule'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import { alice, bob, giftcard, home, values } from '../fixtures/configurator'

const now = () => new Date('2026-12-01T10:00:00Z')
const issues = (draft: ReturnType<typeof values>, product = giftcard) =>
  (configuratorSchema(product, now).safeParse(draft).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ])

describe('the configurator’s rules (the gateway’s schemas)', () => {
  it('accept a complete package and answer it, the note normalised', () => {
    const draft = values({
      qty: 2,
      withMessage: true,
      message: 'Joyeux anniversaire !',
      deliveryMode: 'SPLIT',
      receivers: [alice, { ...bob, deliveryDate: '2026-12-24T08:00:00.000Z' }],
    })
    expect(configuratorSchema(giftcard, now).parse(draft)).toMatchObject({
      productId: '7',
      amount: 2500,
      qty: 2,
      message: 'Joyeux anniversaire !',
      deliveryMode: 'SPLIT',
    })
  })

  it('refuse a sold-out version before the gateway is asked, and keep the other (issue 24 point 2)', () => {
    const soldOutDigital = { ...giftcard, outOfStock: { DIGITAL: true, PHYSICAL: false } }
    expect(issues(values(), soldOutDigital)).toEqual([['deliveryType', 'outOfStock']])
    expect(issues(values(), giftcard)).toEqual([])
  })

  it('refuse amounts out of range, negative, not whole, or not among fixed prices', () => {
    expect(issues(values({ amount: 500 }))).toEqual([['amount', 'amountRange']])
    expect(issues(values({ amount: -2500 }))).toEqual([['amount', 'amountNegative']])
    expect(issues(values({ amount: 2550 }))).toEqual([['amount', 'amountWhole']])
    expect(issues(values({ amount: Number.NaN }))).toEqual([['amount', 'amountWhole']])
    expect(issues(values({ deliveryType: 'PHYSICAL', amount: 3000 }))).toEqual([
      ['amount', 'amountFixed'],
    ])
  })

  it('check the note: empty, too long, emoji', () => {
    const note = (message: string) => issues(values({ withMessage: true, message }))
    expect(note('  ')).toEqual([['message', 'noteEmpty']])
    expect(note('a'.repeat(151))).toEqual([['message', 'noteTooLong']])
    expect(note('Bravo 🎉')).toEqual([['message', 'noteEmoji']])
    expect(note('a'.repeat(150))).toEqual([])
  })

  it('report every broken field at once, the receivers’ count on the list', () => {
    const draft = values({ amount: 500, withMessage: true, deliveryMode: 'SINGLE', qty: 0 })
    expect(issues(draft)).toEqual([
      ['qty', 'qtyInvalid'],
      ['message', 'noteEmpty'],
      ['receivers.root', 'receiversCount'],
      ['amount', 'amountRange'],
    ])
    expect(issues(values({ deliveryMode: 'SINGLE' }))).toEqual([
      ['receivers.root', 'receiversCount'],
    ])
    expect(issues(values({ deliveryMode: 'SPLIT', qty: 1, receivers: [alice] }))).toEqual([
      ['receivers.root', 'receiversCount'],
    ])
  })

  it('check each receiver with the schema of the delivery type', () => {
    const digital = values({ deliveryMode: 'SINGLE', receivers: [{ name: 'Eve', email: 'eve@' }] })
    expect(issues(digital)).toEqual([['receivers.0.email', 'emailInvalid']])
    const posted = values({
      deliveryType: 'PHYSICAL',
      amount: 2000,
      deliveryMode: 'SINGLE',
      receivers: [{ ...home, postCode: '7500' }],
    })
    expect(issues(posted)).toEqual([['receivers.0.postCode', 'postCodeInvalid']])
  })

  it('give react-hook-form the errors by field, the list’s count as root', async () => {
    const resolve = configuratorResolver(giftcard)
    const options = { fields: {}, shouldUseNativeValidation: false }
    const result = await resolve(values({ deliveryMode: 'SINGLE' }), undefined, options)
    expect(result.errors).toMatchObject({ receivers: { root: { message: 'receiversCount' } } })
  })
})

describe('the sending date', () => {
  it('goes between the local input and ISO moments', () => {
    const local = localInputValue('2026-12-24T08:30:00.000Z')
    expect(local).toMatch(/^2026-12-24T\d\d:30$/)
    expect(isoOfLocalInput(local)).toBe('2026-12-24T08:30:00.000Z')
    expect(isoOfLocalInput('')).toBe('')
    expect(localInputValue(null)).toBe('')
  })

  it('may be chosen from now to a year ahead', () => {
    const { min, max } = scheduleLimits(now())
    expect(min.slice(0, 10)).toBe('2026-12-01')
    expect(max.slice(0, 10)).toBe('2027-12-01')
  })
})

describe('the configurator’s messages', () => {
  const namespaces = ['Configurator', 'Validation'] as const
  const args = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

  it('exist in every language with the same arguments', () => {
    for (const namespace of namespaces) {
      for (const messages of [en, nl]) {
        expect(Object.keys(messages[namespace])).toEqual(Object.keys(fr[namespace]))
        for (const [key, text] of Object.entries(fr[namespace])) {
          expect(
            args(messages[namespace][key as keyof (typeof fr)[typeof namespace]]),
            key,
          ).toEqual(args(text))
        }
      }
    }
  })

  it('hold only plain arguments, as the browser fills them without ICU', () => {
    for (const messages of [fr, en, nl]) {
      for (const namespace of namespaces) {
        for (const text of Object.values(messages[namespace])) {
          expect(text).not.toMatch(/\{\w+,|'/)
        }
      }
    }
  })
})
