import config from '@payload-config'
import { createFormatter } from 'next-intl'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seed } from '@/seed'

// next-intl's server entry outside React's server build refuses getRequestConfig; in it (as the
// app runs it) getRequestConfig hands back the function it is given: as here.
vi.mock('next-intl/server', () => ({ getRequestConfig: (create: unknown) => create }))
// The request's Host header: a server action's or a route handler's, which enter no route.
const request = vi.hoisted(() => ({ host: '' }))
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: request.host }) }))

/*
 * Issue 38: next-intl's time zone is the request's store's (its row's), not Paris's for every
 * store. CBNL is moved to Tokyo for the test: at 16:00 UTC it is already tomorrow there.
 */
let payload: Payload
let dutchRow: { id: number; timeZone: string }

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: 54 } },
    depth: 0,
  })
  dutchRow = docs[0]!
  await payload.update({
    collection: 'stores',
    id: dutchRow.id,
    data: { timeZone: 'Asia/Tokyo' },
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await payload.update({
    collection: 'stores',
    id: dutchRow.id,
    data: { timeZone: dutchRow.timeZone },
    context: { disableRevalidate: true },
  })
  await payload.destroy()
})

async function configOn(host: string, locale: string) {
  request.host = host
  const { default: requestConfig } = await import('@/i18n/request')
  return requestConfig({ requestLocale: Promise.resolve(locale) })
}

const AFTERNOON_UTC = new Date('2026-11-30T16:00:00.000Z')

describe('next-intl’s time zone', () => {
  it('is the request’s store’s, whose day it writes', async () => {
    const dutch = await configOn('cadeaubon-nl.localhost', 'nl')
    expect(dutch.timeZone).toBe('Asia/Tokyo')
    const french = await configOn('cartecadeau.localhost', 'fr')
    expect(french.timeZone).toBe('Europe/Paris')
    const day = ({ locale, timeZone }: { locale?: string; timeZone?: string }) =>
      createFormatter({ locale: locale!, timeZone }).dateTime(AFTERNOON_UTC, { dateStyle: 'long' })
    expect(day(dutch)).toBe('1 december 2026')
    expect(day(french)).toBe('30 novembre 2026')
  })
})
