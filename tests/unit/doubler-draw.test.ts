import { describe, expect, it } from 'vitest'

import type { CheckedCard } from '@/commerce/domain/cards/card-check'
import { storeClock } from '@/commerce/domain/checkout/store-clock'
import { eligibleEntries } from '@/commerce/domain/doubler/draw'
import {
  drawDate,
  dueDrawMonth,
  entryDrawMonth,
  formatDrawDate,
  nextMonth,
  previousMonth,
} from '@/commerce/domain/doubler/draw-date'

/** Every month of 2026 to 2030, 'YYYY-MM'. */
/** The French store's clock, in which its draws are dated. */
const PARIS = 'Europe/Paris'

const months = Array.from({ length: 60 }, (_, index) => {
  const year = 2026 + Math.floor(index / 12)
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`
})

/** An independent reading of the rule: the first day of the month that is a Monday. */
function firstMondayByCounting(month: string): string {
  for (let day = 1; day <= 7; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) return date
  }
  throw new Error('no Monday in a week')
}

describe('drawDate: the first Monday of the month', () => {
  it.each(months)('%s', (month) => {
    expect(drawDate(month)).toBe(firstMondayByCounting(month))
  })

  it.each([
    ['2026-01', '2026-01-05', 'a month starting on a Thursday'],
    ['2026-02', '2026-02-02', 'a month starting on a Sunday'],
    ['2026-06', '2026-06-01', 'a month starting on a Monday'],
    ['2026-12', '2026-12-07', 'a month starting on a Tuesday'],
    ['2027-03', '2027-03-01', 'a month starting on a Monday'],
    ['2028-05', '2028-05-01', 'a leap year’s May, starting on a Monday'],
    ['2030-07', '2030-07-01', 'a month starting on a Monday'],
  ])('%s draws on %s (%s)', (month, date) => {
    expect(drawDate(month)).toBe(date)
  })

  it('steps across years both ways', () => {
    expect(nextMonth('2026-12')).toBe('2027-01')
    expect(previousMonth('2027-01')).toBe('2026-12')
    expect(nextMonth('2028-02')).toBe('2028-03')
  })
})

describe('entryDrawMonth: the next draw whose day has not begun', () => {
  it.each([
    ['2026-03-01T22:59:00Z', '2026-03', 'Sunday 23:59 in Paris (winter time), the eve of the draw'],
    ['2026-03-01T23:00:00Z', '2026-04', 'Monday 00:00 in Paris: the draw’s own day'],
    ['2026-03-02T20:00:00Z', '2026-04', 'later on the draw’s day'],
    ['2026-03-03T08:00:00Z', '2026-04', 'the day after the draw'],
    ['2026-05-31T21:59:00Z', '2026-06', 'the eve of a month starting on a Monday (summer time)'],
    ['2026-05-31T22:00:00Z', '2026-07', 'midnight in Paris, 1 June, a draw day'],
    ['2026-03-29T01:30:00Z', '2026-04', 'the night clocks go forward'],
    ['2026-10-25T00:30:00Z', '2026-11', 'the night clocks go back'],
    ['2026-11-01T22:30:00Z', '2026-11', 'Sunday 1 November 23:30 in Paris: Monday 2 is the draw'],
    ['2026-12-31T23:30:00Z', '2027-01', 'new year in Paris, still 2026 in UTC'],
    ['2027-02-28T23:30:00Z', '2027-04', 'Monday 1 March 2027 00:30 in Paris, a draw day'],
  ])('%s → %s (%s)', (instant, month) => {
    expect(entryDrawMonth(new Date(instant), PARIS)).toBe(month)
  })

  it('holds around every Paris midnight from 2026 to 2030: after today, no draw between', () => {
    // Minutes after 00:00 UTC: each side of midnight in Paris in winter (UTC+1) and summer (UTC+2).
    const moments = [12 * 60, 21 * 60 + 59, 22 * 60, 22 * 60 + 59, 23 * 60]
    const wrong: string[] = []
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2031, 0, 1); day += 24 * 60 * 60_000) {
      for (const minutes of moments) {
        const instant = new Date(day + minutes * 60_000)
        const today = storeClock(instant, PARIS).date
        const month = entryDrawMonth(instant, PARIS)
        const holds =
          drawDate(month) > today &&
          drawDate(previousMonth(month)) <= today &&
          dueDrawMonth(instant, PARIS) === previousMonth(month)
        if (!holds) wrong.push(instant.toISOString())
      }
    }
    expect(wrong).toEqual([])
    // 9,000 instants through Intl: well under a second idle, seconds on a loaded 2-core CI machine.
  }, 30_000)
})

describe('dueDrawMonth: the latest draw whose day has come', () => {
  it.each([
    ['2026-02-01T22:59:00Z', '2026-01'],
    ['2026-02-01T23:00:00Z', '2026-02'],
    ['2026-02-27T12:00:00Z', '2026-02'],
    ['2027-01-03T12:00:00Z', '2026-12'],
    ['2027-01-04T12:00:00Z', '2027-01'],
  ])('%s → %s', (instant, month) => {
    expect(dueDrawMonth(new Date(instant), PARIS)).toBe(month)
  })
})

describe('formatDrawDate', () => {
  it('names the weekday, in the holder’s language, on the calendar day', () => {
    expect(formatDrawDate('2026-02-02', 'fr-FR')).toBe('lundi 2 février 2026')
    expect(formatDrawDate('2026-06-01', 'nl-NL')).toBe('maandag 1 juni 2026')
  })
})

describe('eligibleEntries', () => {
  const card = (change: Partial<CheckedCard>): CheckedCard => ({
    status: 'active',
    balance: 2500,
    expiresAt: '2028-01-31',
    storeId: 52,
    ...change,
  })
  it('keeps only cards still usable today with a balance', () => {
    const entries = [
      { entryId: 1, cardId: 11, card: card({}) },
      { entryId: 2, cardId: 12, card: card({ status: 'blocked' }) },
      { entryId: 3, cardId: 13, card: card({ expiresAt: '2026-02-01' }) },
      { entryId: 4, cardId: 14, card: card({ balance: 0 }) },
      { entryId: 5, cardId: 15, card: card({ storeId: 53 }) },
      { entryId: 6, cardId: 16, card: card({ expiresAt: '2026-02-02' }) },
    ]
    const kept = eligibleEntries(entries, { storeId: 52, today: '2026-02-02' })
    expect(kept.map((entry) => entry.entryId)).toEqual([1, 6])
  })
})
