import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { readSitemapCounts, readSitemapRows, type SitemapRow } from '@/server/sitemap/entries'
import { sitemapParts, type SitemapSource } from '@/server/sitemap/parts'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const FR = 52

/** Every row of a source, read file by file at `size` documents a file. */
async function allRows(source: SitemapSource, size: number): Promise<SitemapRow[]> {
  const count = (await readSitemapCounts(payload, FR)).find((entry) => entry.source === source)!
  const parts = sitemapParts([count], size)
  const pages = await Promise.all(
    parts.map((part) => readSitemapRows(payload, FR, source, part.page, size)),
  )
  return pages.flat()
}

const key = (row: SitemapRow) => `${row.slugs.fr}/${row.location ?? ''}`

/*
 * Issue 40 point 10: the sitemap was one read of at most 1,000 documents per collection. Files of
 * `size` documents, read page by page, give every document once, the cards' places included.
 */
describe('the sitemap read file by file', () => {
  it('gives every indexable product once, whatever the file size', async () => {
    const whole = await readSitemapRows(payload, FR, 'products', 1)
    expect(whole.length).toBeGreaterThan(3)
    const split = await allRows('products', 3)
    expect(split.map(key)).toEqual(whole.map(key))
  })

  it('gives each place once and each card’s places overview once, across files', async () => {
    const places = await payload.find({
      collection: 'locations',
      where: { 'product.store.storeId': { equals: FR } },
      depth: 1,
      locale: 'fr',
      pagination: false,
    })
    expect(places.docs.length).toBeGreaterThan(2)
    const cards = new Set(
      places.docs.map((place) => (typeof place.product === 'object' ? place.product.slug : '')),
    )
    // Files of 2 places: a card's places span files, its overview comes with its first place.
    const rows = await allRows('locations', 2)
    const keys = rows.map(key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(rows.filter((row) => row.location === null)).toHaveLength(cards.size)
    expect(rows.filter((row) => row.location)).toHaveLength(places.docs.length)
    expect(keys).toContain(`${[...cards][0]}/`)
  })

  it('counts no other store’s places', async () => {
    const counts = await readSitemapCounts(payload, 54)
    const mine = await readSitemapCounts(payload, FR)
    const places = (list: typeof counts) => list.find((entry) => entry.source === 'locations')!
    expect(places(mine).count).toBeGreaterThan(0)
    expect(places(counts).count).toBeLessThan(places(mine).count)
  })
})
