import { describe, expect, it } from 'vitest'

import {
  adjustmentSchema,
  centsFromEuroText,
  resendRefusal,
  statusBeforeBlock,
  statusReference,
  statusChangeSchema,
} from '@/commerce/domain/cards/card-service'

describe('centsFromEuroText', () => {
  it.each([
    ['10', 1000],
    ['-12,5', -1250],
    ['+12.50', 1250],
    [' 0.05 ', 5],
    ['-0,99', -99],
  ])('reads %j as %i cents', (text, cents) => {
    expect(centsFromEuroText(text)).toBe(cents)
  })

  it.each(['', 'abc', '12.345', '1e3', '--5', '12,'])('refuses %j', (text) => {
    expect(centsFromEuroText(text)).toBeNull()
  })
})

describe('adjustmentSchema', () => {
  it('takes signed whole cents with a reason', () => {
    expect(adjustmentSchema.parse({ amount: -500, reason: '  geste commercial ' })).toEqual({
      amount: -500,
      reason: 'geste commercial',
    })
  })

  it.each([
    [{ amount: 500 }, 'reasonRequired'],
    [{ amount: 500, reason: '  ' }, 'reasonTooShort'],
    [{ amount: 0, reason: 'oops' }, 'amountZero'],
    [{ amount: 1.5, reason: 'oops' }, 'amountNotWhole'],
    [{ amount: 100_001, reason: 'oops' }, 'amountTooLarge'],
  ])('refuses %j', (input, message) => {
    const parsed = adjustmentSchema.safeParse(input)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message)
  })

  it('wants a reason to block or unblock too', () => {
    expect(statusChangeSchema.safeParse({ blocked: true, reason: '' }).success).toBe(false)
    expect(statusChangeSchema.safeParse({ blocked: true, reason: 'lost' }).success).toBe(true)
  })
})

describe('unblocking', () => {
  it('gives back the state the card had before its block', () => {
    expect(statusBeforeBlock(statusReference('notActivated', 'blocked', 'x'))).toBe('notActivated')
    expect(statusBeforeBlock(statusReference('active', 'blocked', 'x'))).toBe('active')
    expect(statusBeforeBlock(null)).toBe('active')
  })
})

describe('resendRefusal', () => {
  const now = new Date('2026-11-20T10:00:00Z')
  const sent = {
    deliveryType: 'DIGITAL',
    receiverEmail: 'alice@example.fr',
    deliverAt: new Date('2026-11-19T10:00:00Z'),
    mailClaimedAt: new Date('2026-11-19T10:00:00Z'),
    mailSentAt: new Date('2026-11-19T10:00:01Z'),
  }
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

  it('lets a sent digital card go again, even just after it left', () => {
    expect(resendRefusal(sent, now, 10)).toBeNull()
    expect(resendRefusal({ ...sent, mailClaimedAt: minutesAgo(1) }, now, 10)).toBeNull()
  })

  it('refuses posted cards, cards without an address and scheduled ones', () => {
    expect(resendRefusal({ ...sent, deliveryType: 'PHYSICAL' }, now, 10)).toBe('notDigital')
    expect(resendRefusal({ ...sent, receiverEmail: null }, now, 10)).toBe('noReceiverEmail')
    const later = { ...sent, mailSentAt: null, mailClaimedAt: null }
    expect(resendRefusal({ ...later, deliverAt: new Date('2026-12-24T08:00:00Z') }, now, 10)).toBe(
      'scheduled',
    )
  })

  it('waits for a sender at work, and takes over from one that gave up', () => {
    const claimed = { ...sent, mailSentAt: null, mailClaimedAt: minutesAgo(3) }
    expect(resendRefusal(claimed, now, 10)).toBe('beingSent')
    expect(resendRefusal({ ...claimed, mailClaimedAt: minutesAgo(11) }, now, 10)).toBeNull()
  })
})
