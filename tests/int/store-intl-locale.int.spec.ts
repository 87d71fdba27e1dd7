import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatCardDate } from '@/commerce/services/cards'
import { moneyIn } from '@/commerce/services/messages'
import { cartSettings, storeIntlLocale } from '@/commerce/services/store'
import { seed } from '@/seed'

/*
 * Issue 38 point 4: the services write dates and amounts as the store they answer for does,
 * its country read from its row: the Belgian store (53) nl-BE and fr-BE, the Dutch one (54)
 * nl-NL, the French one (52) fr-FR.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const shortDate = (intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date('2026-11-30T12:00:00Z'),
  )

describe('a store’s way of writing', () => {
  it('is its country’s in each of its languages', async () => {
    const locales = await Promise.all([
      storeIntlLocale(payload, 52, 'fr'),
      storeIntlLocale(payload, 53, 'nl'),
      storeIntlLocale(payload, 53, 'fr'),
      storeIntlLocale(payload, 54, 'nl'),
    ])
    expect(locales).toEqual(['fr-FR', 'nl-BE', 'fr-BE', 'nl-NL'])
    expect(locales.map(shortDate)).toEqual(['30/11/2026', '30/11/2026', '30/11/26', '30-11-2026'])
  })

  it('writes the card dates and amounts of the services', async () => {
    const belgian = await cartSettings(payload, 53)
    expect(moneyIn('nl', belgian)(2550)).toMatch(/^€[\u00a0\u202f]25,50$/)
    expect(moneyIn('fr', belgian)(2550)).toMatch(/^25,50[\u00a0\u202f]€$/)
    const expiry = formatCardDate(await storeIntlLocale(payload, 53, 'nl'), '2028-03-12')
    expect(expiry).toBe('12 maart 2028')
  })
})
