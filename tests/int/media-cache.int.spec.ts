import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(payload)/api/[...slug]/route'
import type { Media } from '@/payload-types'
import { contentAddressedName, IMMUTABLE } from '@/server/media-cache'

/** Payload's REST route, as Next calls it for a path. */
const rest = (pathname: string, headers?: HeadersInit) => {
  const request = new Request(`http://localhost${pathname}`, { headers })
  return GET(request, { params: Promise.resolve({ slug: pathname.split('/').slice(2) }) })
}

const png = (background: string) =>
  sharp({ create: { width: 2, height: 2, channels: 3, background } })
    .png()
    .toBuffer()

let payload: Payload
const created: Media[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  for (const media of created) await payload.delete({ collection: 'media', id: media.id })
})

const upload = async (data: Buffer, name: string) => {
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Cache' },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
  created.push(media)
  return media
}

describe('issue 36 point 10: media files on disk, named by their bytes and cached for good', () => {
  it('names an upload by its content: other bytes under the same name get another name', async () => {
    const name = `cache-proof-${process.pid}.png`
    const first = await png('#c0ffee')
    const second = await png('#bada55')
    const a = await upload(first, name)
    const b = await upload(second, name)
    expect(a.filename).toBe(contentAddressedName(name, first))
    expect(b.filename).toBe(contentAddressedName(name, second))
    expect(a.filename).not.toBe(b.filename)
  })

  it('serves the file immutable for a year, and a missing one uncached', async () => {
    const media = created[0]!
    const served = await rest(`/api/media/file/${media.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(served.headers.get('content-type')).toBe('image/png')
    const ranged = await rest(`/api/media/file/${media.filename}`, { range: 'bytes=0-3' })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('cache-control')).toBe(IMMUTABLE)
    const missing = await rest('/api/media/file/missing-0123456789ab.png')
    // Payload answers 500 for a file its folder lacks: an error, never cached.
    expect(missing.ok).toBe(false)
    expect(missing.headers.get('cache-control')).not.toBe(IMMUTABLE)
  })
})
