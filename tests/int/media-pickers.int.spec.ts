import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

/*
 * Issue 38: a document's images are its store's files or shared ones (no store). Payload refuses
 * on save what the image fields' filterOptions exclude: a CBBE page cannot show a CBFR-only file,
 * whoever saves it, and a store's logo is its own file or a shared one.
 */
const tag = randomUUID().slice(0, 8)
const context = { disableRevalidate: true }
let payload: Payload
const storeRow: Record<number, number> = {}
const created: { media: number[]; pages: number[] } = { media: [], pages: [] }
const file: Record<string, number> = {}

async function mediaOf(storeId: number | null, name: string): Promise<number> {
  // Bytes of its own: a file's name is made of them (src/server/media-cache.ts).
  const background = `#${randomUUID().slice(0, 6)}`
  const data = await sharp({ create: { width: 4, height: 3, channels: 3, background } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: name, store: storeId === null ? null : storeRow[storeId]! },
    file: { data, mimetype: 'image/png', name: `${name}-${tag}.png`, size: data.length },
    depth: 0,
  })
  created.media.push(media.id)
  return media.id
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({ collection: 'stores', depth: 0, pagination: false })
  for (const store of docs) storeRow[store.storeId] = store.id
  file.cbfr = await mediaOf(52, 'pickers-cbfr')
  file.cbbe = await mediaOf(53, 'pickers-cbbe')
  file.shared = await mediaOf(null, 'pickers-shared')
}, 180_000)

afterAll(async () => {
  for (const id of created.pages) await payload.delete({ collection: 'pages', id, context })
  for (const id of created.media) await payload.delete({ collection: 'media', id })
  await payload.destroy()
})

/** A published CBBE page showing `image` in its metadata and in an image block. */
const cbbePage = (image: number) =>
  payload.create({
    collection: 'pages',
    locale: 'nl',
    context,
    depth: 0,
    data: {
      title: `pickers-${tag}-${image}`,
      slug: `pickers-${tag}-${image}`,
      pageType: 'landing',
      _status: 'published',
      store: storeRow[53]!,
      meta: { robots: 'noindex', image },
      layout: [{ blockType: 'image', image, size: 'content' }],
    },
  })

const errorPaths = (error: unknown) =>
  ((error as { data?: { errors?: { path: string }[] } }).data?.errors ?? []).map(
    (found) => found.path,
  )

describe('a CBBE page', () => {
  it('shows CBBE’s files and shared ones', async () => {
    for (const image of [file.cbbe!, file.shared!]) {
      const page = await cbbePage(image)
      created.pages.push(page.id)
      expect(page.meta?.image).toBe(image)
    }
  })

  it('is refused a CBFR-only file, in its metadata and in its blocks', async () => {
    const refusal = await cbbePage(file.cbfr!).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refusal).not.toBeNull()
    expect(errorPaths(refusal)).toEqual(expect.arrayContaining(['meta.image', 'layout.0.image']))
  })
})

describe('a store’s own images', () => {
  it('are its files or shared ones, never another store’s', async () => {
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: 53 } },
      depth: 0,
    })
    const belgian = docs[0]!
    const refusal = await payload
      .update({ collection: 'stores', id: belgian.id, data: { footerLogo: file.cbfr! }, context })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(errorPaths(refusal)).toEqual(['footerLogo'])
    const shared = await payload.update({
      collection: 'stores',
      id: belgian.id,
      data: { footerLogo: file.shared! },
      context,
      depth: 0,
    })
    expect(shared.footerLogo).toBe(file.shared)
    const own = await payload.update({
      collection: 'stores',
      id: belgian.id,
      data: { footerLogo: belgian.footerLogo },
      context,
      depth: 0,
    })
    expect(own.footerLogo).toBe(belgian.footerLogo)
  })
})
