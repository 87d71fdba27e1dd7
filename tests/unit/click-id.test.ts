import { describe, expect, it } from 'vitest'

import { forgetClickId, keepClickId, keptClickId } from '@/commerce/client/click-id'
import { activationInputSchema } from '@/commerce/domain/activation/activation-input'
import { checkoutSchema } from '@/commerce/domain/checkout/checkout-input'
import { placeRedeemOrderSchema } from '@/commerce/domain/redeem/redeem-input'
import { clickIdFromSearch, placedFromPath } from '@/commerce/domain/orders/attribution'

/** localStorage's part the click id uses. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const landing = new Date('2026-11-20T10:00:00Z')
const daysLater = (days: number) => new Date(landing.getTime() + days * 86_400_000)

describe('the ad click id of a landing page (spec §3)', () => {
  it.each([
    ['?gclid=EAIaIQobChMI-abc_123', 'gclid', 'EAIaIQobChMI-abc_123'],
    ['?utm_source=x&fbclid=IwAR2.x~y', 'fbclid', 'IwAR2.x~y'],
    ['?msclkid=4f2a', 'msclkid', '4f2a'],
    ['?ttclid=E.C.P.abc&gclid=first', 'gclid', 'first'],
  ])('%s is a %s click', (search, param, value) => {
    expect(clickIdFromSearch(search, landing)).toEqual({
      param,
      value,
      capturedAt: '2026-11-20T10:00:00.000Z',
    })
  })

  it.each(['', '?utm_source=newsletter', '?gclid=', '?gclid=<script>'])('%j has none', (search) => {
    expect(clickIdFromSearch(search, landing)).toBeNull()
  })

  it('is kept for 90 days, the latest click replacing an earlier one', () => {
    const storage = memoryStorage()
    keepClickId('?gclid=old', storage, landing)
    keepClickId('?fbclid=new', storage, daysLater(1))
    keepClickId('?page=2', storage, daysLater(2))
    expect(keptClickId(storage, daysLater(90))).toMatchObject({ param: 'fbclid', value: 'new' })
    expect(keptClickId(storage, daysLater(92))).toBeNull()
    expect(storage.length).toBe(0)
  })

  it('forgets what it cannot read, and on request', () => {
    const storage = memoryStorage()
    storage.setItem('click_id', '{not json')
    expect(keptClickId(storage, landing)).toBeNull()
    keepClickId('?gclid=abc', storage, landing)
    forgetClickId(storage)
    expect(keptClickId(storage, landing)).toBeNull()
  })

  it.each([
    ['placeOrder', checkoutSchema.shape.clickId],
    ['placeRedeemOrder', placeRedeemOrderSchema.shape.clickId],
    ['createActivationOrder', activationInputSchema.shape.clickId],
  ])('goes with %s when well formed, and never stops it otherwise', (_, field) => {
    const order = (clickId: unknown) => field.parse(clickId) as Record<string, string> | null
    const click = { param: 'gclid', value: 'abc', capturedAt: '2026-11-20T10:00:00.000Z' }
    expect(order(click)).toEqual(click)
    expect(order({ ...click, param: 'utm_source' })).toBeNull()
    expect(order(undefined)).toBeNull()
  })
})

describe('the page an order is placed from (spec §7 x-pathname)', () => {
  it.each([
    ['/paiement/', '/paiement/'],
    ['/nl/bestellen/', '/nl/bestellen/'],
    ['/cartes-cadeaux/cr%C3%AAperie/', '/cartes-cadeaux/cr%C3%AAperie/'],
    ['https://elsewhere.example/', null],
    ['/with space/', null],
    [`/${'a'.repeat(300)}`, null],
    [null, null],
  ])('%j is recorded as %j', (header, recorded) => {
    expect(placedFromPath(header)).toBe(recorded)
  })
})
