import { existsSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/(payload)/api/[...slug]/route'
import type { Media } from '@/payload-types'
import { IMMUTABLE } from '@/server/media-cache'

// Before the config reads the environment: this file's media go to a real S3-compatible server.
const store = await vi.hoisted(async () => {
  const { startS3Store } = await import('../support/s3-store')
  const started = await startS3Store()
  Object.assign(process.env, started.env)
  return started
})

/** Payload's REST route, as Next calls it for the path of an absolute URL Payload gave. */
const rest = (url: string) => {
  const request = new Request(url)
  const slug = new URL(url).pathname.split('/').slice(2)
  return GET(request, { params: Promise.resolve({ slug }) })
}

let payload: Payload
let image: Buffer
let media: Media

beforeAll(async () => {
  payload = await getPayload({ config })
  image = await sharp({
    create: { width: 4, height: 3, channels: 3, background: '#c0ffee' },
  })
    .png()
    .toBuffer()
  const name = `s3-proof-${process.pid}.png`
  media = await payload.create({
    collection: 'media',
    data: { alt: 'Preuve S3' },
    file: { data: image, mimetype: 'image/png', name, size: image.length },
  })
})

afterAll(async () => {
  await store.stop()
})

describe('point 4: media on S3-compatible storage when S3_* is set', () => {
  it('puts an uploaded image in the bucket, not on this server’s disk', async () => {
    const object = await store.object(media.filename!)
    expect(object.status).toBe(200)
    expect(object.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await object.arrayBuffer())).toEqual(image)
    const mediaDir = path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'media')
    expect(existsSync(path.join(mediaDir, media.filename!))).toBe(false)
  })

  it('serves the image at the URL Payload gives, from the bucket', async () => {
    // Payload's own route, as for media on disk: the bucket needs no public access.
    expect(new URL(media.url!).pathname).toBe(`/api/media/file/${media.filename}`)
    const served = await rest(media.url!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    // Issue 36 point 10: named by its bytes, so kept for good by browsers and a CDN.
    expect(served.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image)
    expect(media).toMatchObject({ width: 4, height: 3, mimeType: 'image/png' })
  })

  it('removes the object with its document', async () => {
    await payload.delete({ collection: 'media', id: media.id })
    expect((await store.object(media.filename!)).status).toBe(404)
    expect((await rest(media.url!)).status).toBe(404)
  })
})
