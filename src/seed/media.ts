import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import { contentAddressedName } from '@/server/media-cache'

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

/** An asset, and the stores row it belongs to: none for a file every store shows. */
export type MediaSeed = { file: string; alt: { fr: string; nl: string }; store?: number }

/** Upload a seed asset once; later runs find it by the name its bytes give it, as it is. */
export async function upsertMedia(payload: Payload, seed: MediaSeed): Promise<Media> {
  const filePath = path.join(assets, seed.file)
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: contentAddressedName(seed.file, fs.readFileSync(filePath)) } },
    limit: 1,
  })
  if (existing.docs[0]) return existing.docs[0]
  const created = await payload.create({
    depth: 0,
    collection: 'media',
    data: { alt: seed.alt.fr, store: seed.store ?? null },
    filePath,
    locale: 'fr',
  })
  await payload.update({
    depth: 0,
    collection: 'media',
    id: created.id,
    data: { alt: seed.alt.nl },
    locale: 'nl',
  })
  return created
}
