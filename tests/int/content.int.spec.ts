import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { layoutBlocks } from '@/blocks'
import { pageTypes } from '@/collections/pages/page-types'
import { contentCollections } from '@/collections/shared/paths'
import { seed } from '@/seed'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

/** Every blockType in a JSON tree: layouts, queue sections and blocks inside rich text. */
const blockTypesIn = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => blockTypesIn(item, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.blockType === 'string') found.add(record.blockType)
    Object.values(record).forEach((item) => blockTypesIn(item, found))
  }
  return found
}

describe('seeded content', () => {
  it('has a published page of every page type', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 100, depth: 0, locale: 'fr' })
    expect(new Set(docs.map((page) => page.pageType))).toEqual(new Set(pageTypes))
    expect(docs.every((page) => page._status === 'published')).toBe(true)
  })

  it('uses every block kind somewhere', async () => {
    const found = new Set<string>()
    for (const collection of [...contentCollections, 'blocks-queues'] as const) {
      const { docs } = await payload.find({ collection, limit: 100, depth: 0, locale: 'fr' })
      blockTypesIn(docs, found)
    }
    for (const block of layoutBlocks) expect(found, block.slug).toContain(block.slug)
  })

  it('gives every document a Dutch title and path', async () => {
    for (const collection of contentCollections) {
      const { docs } = await payload.find({ collection, limit: 100, depth: 0, locale: 'all' })
      for (const doc of docs) {
        const slug = doc.slug as unknown as Record<string, string>
        expect(slug.nl, `${collection} ${slug.fr}`).toMatch(/^[a-z0-9/-]+$/)
      }
    }
  })
})

describe('drafts', () => {
  it('stay invisible to visitors until published', async () => {
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      locale: 'fr',
      context: { disableRevalidate: true },
      data: { title: 'Brouillon', slug: 'brouillon-test', pageType: 'landing', _status: 'draft' },
    })
    const asVisitor = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'brouillon-test' } },
      overrideAccess: false,
    })
    expect(asVisitor.docs).toHaveLength(0)
    const asStaff = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'brouillon-test' } },
      draft: true,
    })
    expect(asStaff.docs[0]?.id).toBe(draft.id)
  })
})

describe('scheduled publish', () => {
  it('publishes a draft when its time comes, through the jobs queue', async () => {
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      locale: 'fr',
      context: { disableRevalidate: true },
      data: { title: 'Bientôt', slug: 'bientot-test', pageType: 'landing', _status: 'draft' },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run()
    const published = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(published._status).toBe('published')
  })
})
