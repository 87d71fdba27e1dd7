import { describe, expect, it } from 'vitest'

import { shipmentsOf } from '@/commerce/domain/cart'
import {
  deliveryWindow,
  shipDay,
  shipmentDeliveries,
} from '@/commerce/domain/checkout/delivery-dates'
import { formatDeliveryWindow } from '@/commerce/domain/checkout/delivery-window-text'
import { storeClock } from '@/commerce/domain/checkout/store-clock'
import { addWorkingDays, isWorkingDay } from '@/commerce/domain/checkout/working-days'
import type { Fees } from '@/commerce/domain/totals'

/** The French store's calendar: its holidays, Paris time. */
const FRANCE = { country: 'FR', timeZone: 'Europe/Paris' }

import { alice, cartPackage, posted } from '../fixtures/cart-package'

describe('isWorkingDay', () => {
  it.each([
    ['2026-11-24', true, 'a Tuesday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-05-01', false, 'Labour Day'],
    ['2026-05-08', false, 'Victory in Europe Day'],
    ['2026-05-14', false, 'Ascension 2026'],
    ['2026-05-25', false, 'Whit Monday 2026'],
    ['2026-07-14', false, 'Bastille Day'],
    ['2026-08-15', false, 'Assumption (a Saturday anyway)'],
    ['2026-11-11', false, 'Armistice Day'],
    ['2026-12-25', false, 'Christmas'],
    ['2026-12-26', false, 'Saint Stephen is no holiday, but a Saturday'],
    ['2026-12-31', true, 'New Year’s Eve'],
    ['2027-01-01', false, 'New Year’s Day'],
    ['2027-03-29', false, 'Easter Monday 2027'],
    ['2027-03-30', true, 'the Tuesday after Easter'],
    ['2027-05-06', false, 'Ascension 2027'],
  ])('%s is a working day: %s (%s)', (date, expected) => {
    expect(isWorkingDay(date, 'FR')).toBe(expected)
  })

  it.each([
    ['2026-07-14', 'FR', false],
    ['2026-07-14', 'BE', true],
    ['2026-07-21', 'BE', false],
    ['2026-07-21', 'FR', true],
    ['2026-04-27', 'NL', false],
    ['2026-04-27', 'BE', true],
    ['2026-11-11', 'NL', true],
    ['2026-11-11', 'BE', false],
  ])(
    '%s in %s is a working day: %s (each store its country’s holidays)',
    (date, country, expected) => {
      expect(isWorkingDay(date, country)).toBe(expected)
    },
  )

  it('refuses what is not an ISO date', () => {
    expect(() => isWorkingDay('24/11/2026', 'FR')).toThrow(RangeError)
  })
})

describe('storeClock', () => {
  it.each([
    ['2026-01-15T15:59:00Z', '2026-01-15', 16, 59, 'winter: UTC+1'],
    ['2026-07-15T15:59:00Z', '2026-07-15', 17, 59, 'summer: UTC+2'],
    ['2026-11-24T23:30:00Z', '2026-11-25', 0, 30, 'past midnight in Paris only'],
  ])('%s is %s %i:%i in Paris (%s)', (instant, date, hour, minute) => {
    expect(storeClock(new Date(instant), 'Europe/Paris')).toEqual({ date, hour, minute })
  })

  it('reads the clock of the store’s own time zone', () => {
    const instant = new Date('2026-11-24T23:30:00Z')
    expect(storeClock(instant, 'Europe/Amsterdam').date).toBe('2026-11-25')
    expect(storeClock(instant, 'Europe/London')).toEqual({
      date: '2026-11-24',
      hour: 23,
      minute: 30,
    })
  })

  it('ships and delivers by the store’s clock: 16:30 in London is before the cut-off', () => {
    const london = { country: 'GB', timeZone: 'Europe/London' }
    // A Tuesday 16:30 UTC: 17:30 in Paris (tomorrow's shipping), 16:30 in London (today's).
    expect(shipDay(new Date('2026-11-24T16:30:00Z'), FRANCE)).toBe('2026-11-25')
    expect(shipDay(new Date('2026-11-24T16:30:00Z'), london)).toBe('2026-11-24')
  })
})

describe('shipDay', () => {
  it.each([
    ['2026-11-24T15:59:00Z', '2026-11-24', 'Tuesday 16:59: the same day'],
    ['2026-11-24T16:00:00Z', '2026-11-25', 'Tuesday 17:00: the next day'],
    ['2026-11-24T23:30:00Z', '2026-11-25', 'Wednesday 00:30 in Paris, still Tuesday in UTC'],
    ['2026-11-27T17:30:00Z', '2026-11-30', 'Friday evening: Monday'],
    ['2026-11-28T10:00:00Z', '2026-11-30', 'Saturday: Monday'],
    ['2026-11-29T09:00:00Z', '2026-11-30', 'Sunday: Monday'],
    ['2026-04-30T16:30:00Z', '2026-05-04', 'before 1 May, a Friday: Monday'],
    ['2026-05-01T08:00:00Z', '2026-05-04', 'on 1 May morning'],
    ['2026-07-13T16:30:00Z', '2026-07-15', 'Monday evening before 14 July'],
    ['2026-07-14T08:00:00Z', '2026-07-15', 'on 14 July'],
    ['2027-03-26T17:00:00Z', '2027-03-30', 'Friday evening before Easter Monday 2027'],
    ['2026-12-24T16:30:00Z', '2026-12-28', 'Christmas Eve evening'],
    ['2026-12-24T10:00:00Z', '2026-12-24', 'Christmas Eve morning'],
    ['2026-05-13T15:30:00Z', '2026-05-15', 'the evening before Ascension'],
    ['2026-03-27T15:30:00Z', '2026-03-27', 'Friday before DST starts: 16:30 CET'],
    ['2026-03-29T12:00:00Z', '2026-03-30', 'the Sunday DST starts'],
    ['2026-03-30T15:30:00Z', '2026-03-31', 'Monday after DST starts: 17:30 CEST'],
    ['2026-10-23T15:30:00Z', '2026-10-26', 'Friday before DST ends: 17:30 CEST'],
    ['2026-10-26T15:30:00Z', '2026-10-26', 'Monday after DST ends: 16:30 CET'],
    [
      '2026-12-31T17:00:00Z',
      '2027-01-04',
      'New Year’s Eve evening: over 1 January and the weekend',
    ],
  ])('%s ships %s (%s)', (instant, expected) => {
    expect(shipDay(new Date(instant), FRANCE)).toBe(expected)
  })
})

describe('deliveryWindow', () => {
  it.each([
    ['2026-11-24T15:59:00Z', '2026-11-26', '2026-11-30', 'shipped Tuesday'],
    ['2026-11-27T17:30:00Z', '2026-12-02', '2026-12-04', 'Friday evening'],
    ['2026-04-30T16:30:00Z', '2026-05-06', '2026-05-11', 'over 1 and 8 May'],
    ['2026-05-13T15:30:00Z', '2026-05-19', '2026-05-21', 'over Ascension'],
    ['2026-12-24T16:30:00Z', '2026-12-30', '2027-01-04', 'over Christmas and the year change'],
    ['2026-12-31T17:00:00Z', '2027-01-06', '2027-01-08', 'New Year’s Eve evening'],
    ['2027-03-26T17:00:00Z', '2027-04-01', '2027-04-05', 'over Easter Monday'],
  ])('a card posted at %s arrives %s to %s (%s)', (instant, earliest, latest) => {
    expect(deliveryWindow(new Date(instant), 'PHYSICAL', FRANCE)).toEqual({ earliest, latest })
  })

  it('an e-mailed card arrives within the hour, possibly the next day', () => {
    expect(deliveryWindow(new Date('2026-11-28T10:00:00Z'), 'DIGITAL', FRANCE)).toEqual({
      earliest: '2026-11-28',
      latest: '2026-11-28',
    })
    expect(deliveryWindow(new Date('2026-11-24T22:30:00Z'), 'DIGITAL', FRANCE)).toEqual({
      earliest: '2026-11-24',
      latest: '2026-11-25',
    })
  })

  it('a scheduled e-mail arrives on its Paris day, whatever the offset it was written in', () => {
    const now = new Date('2026-11-24T10:00:00Z')
    expect(deliveryWindow(now, 'DIGITAL', FRANCE, '2026-12-24T23:30:00Z')).toEqual({
      earliest: '2026-12-25',
      latest: '2026-12-25',
    })
    // A posted card ignores a schedule: the post decides.
    expect(deliveryWindow(now, 'PHYSICAL', FRANCE, '2026-12-24T23:30:00Z').earliest).toBe(
      '2026-11-26',
    )
  })

  it('counts working days from the ship day', () => {
    expect(addWorkingDays('2026-12-24', 0, 'FR')).toBe('2026-12-24')
    expect(addWorkingDays('2026-12-24', 1, 'FR')).toBe('2026-12-28')
    // Belgium's National Day (a Tuesday) is skipped in Belgium only.
    expect(addWorkingDays('2026-07-20', 1, 'BE')).toBe('2026-07-22')
    expect(addWorkingDays('2026-07-20', 1, 'FR')).toBe('2026-07-21')
  })
})

describe('shipmentDeliveries', () => {
  const fees: Fees = {
    serviceFee: 150,
    standardShipping: 195,
    registeredShipping: 895,
    registeredAbove: 30_000,
    vatRate: 2000,
  }
  const now = new Date('2026-11-24T10:00:00Z')
  const scheduled = { ...alice, deliveryDate: '2026-12-24T18:00:00+01:00' }

  it('gives every shipment its window, and registered mail above the threshold', () => {
    const shipments = shipmentsOf([
      cartPackage({ deliveryMode: 'SINGLE', receiver: scheduled }),
      cartPackage(),
      posted(15_000, { qty: 2 }),
      posted(10_000, { deliveryMode: 'DEFAULT', receiver: null }),
    ])
    expect(shipmentDeliveries(now, shipments, fees, FRANCE)).toEqual([
      {
        tag: shipments[0]?.tag,
        deliveryType: 'DIGITAL',
        earliest: '2026-12-24',
        latest: '2026-12-24',
        registeredMail: false,
      },
      {
        tag: 'buyer-digital',
        deliveryType: 'DIGITAL',
        earliest: '2026-11-24',
        latest: '2026-11-24',
        registeredMail: false,
      },
      {
        tag: shipments[2]?.tag,
        deliveryType: 'PHYSICAL',
        earliest: '2026-11-26',
        latest: '2026-11-30',
        // 2 × 150 € is 300 €: not above the threshold.
        registeredMail: false,
      },
      {
        tag: 'buyer-physical',
        deliveryType: 'PHYSICAL',
        earliest: '2026-11-26',
        latest: '2026-11-30',
        registeredMail: false,
      },
    ])
  })

  it('registers a posted shipment above 300 €, or any posted one the buyer opted in for', () => {
    const shipments = shipmentsOf([posted(30_001), cartPackage()])
    expect(shipmentDeliveries(now, shipments, fees, FRANCE).map((d) => d.registeredMail)).toEqual([
      true,
      false,
    ])
    const small = shipmentsOf([posted(2_500), cartPackage()])
    expect(shipmentDeliveries(now, small, fees, FRANCE, true).map((d) => d.registeredMail)).toEqual(
      [true, false],
    )
  })
})

describe('formatDeliveryWindow', () => {
  it.each([
    [{ earliest: '2026-11-24', latest: '2026-11-24' }, 'fr', 'mardi 24 novembre'],
    [{ earliest: '2026-12-01', latest: '2026-12-01' }, 'fr', 'mardi 1er décembre'],
    [
      { earliest: '2026-11-24', latest: '2026-11-26' },
      'fr',
      'entre le mar. 24 et le jeu. 26 novembre',
    ],
    [
      { earliest: '2026-11-30', latest: '2026-12-02' },
      'fr',
      'entre le lun. 30 novembre et le mer. 2 décembre',
    ],
    [{ earliest: '2026-11-24', latest: '2026-11-24' }, 'nl', 'dinsdag 24 november'],
    [{ earliest: '2026-11-24', latest: '2026-11-26' }, 'nl', 'tussen di 24 en do 26 november'],
    [{ earliest: '2026-11-24', latest: '2026-11-24' }, 'en', 'Tuesday 24 November'],
    [
      { earliest: '2026-12-30', latest: '2027-01-04' },
      'en',
      'between Wed 30 December and Mon 4 January',
    ],
  ] as const)('%o in %s reads “%s”', (window, locale, expected) => {
    expect(formatDeliveryWindow(window, locale)).toBe(expected)
  })
})
