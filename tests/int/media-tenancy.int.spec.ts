import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '@/access/staff-roles'
import { ofStore } from '@/collections/shared/store-scope'
import { down, up } from '@/migrations/20261130_065602_media_store'
import type { Media } from '@/payload-types'
import { seed } from '@/seed'

/*
 * Issue 38 point 2: a media file of one store is that store's staff's; a file of no store is
 * shared, every editor picks it and only admins change it. Checked through Payload's access
 * (overrideAccess: false), as REST and GraphQL ask it.
 */
const PASSWORD = 'Media#2026-password'
const tag = randomUUID().slice(0, 8)
let payload: Payload
const storeRow: Record<number, number> = {}
const created: { users: number[]; media: number[] } = { users: [], media: [] }

type SignedIn = { id: number; collection: 'users'; [field: string]: unknown }

async function staffOf(role: StaffRole, storeIds: number[]): Promise<SignedIn> {
  const email = `media-${tag}-${role.toLowerCase()}-${storeIds.join('-')}@example.fr`
  const stores = storeIds.map((storeId) => ({ store: storeRow[storeId]! }))
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: role, role, stores },
  })
  created.users.push(user.id)
  const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { ...login.user, collection: 'users' } as SignedIn
}

const png = (background: string) =>
  sharp({ create: { width: 4, height: 3, channels: 3, background } })
    .png()
    .toBuffer()

const file = async (name: string) => {
  const data = await png(
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
  )
  return { data, mimetype: 'image/png', name: `${name}-${tag}.png`, size: data.length }
}

/** A file made with the Local API's full access (as the seed): `storeId`'s, or shared. */
async function mediaOf(storeId: number | null, name: string) {
  const store = storeId === null ? null : storeRow[storeId]!
  const media = await payload.create({
    collection: 'media',
    data: { alt: name, store },
    file: await file(name),
    depth: 0,
  })
  created.media.push(media.id)
  return media
}

let cbbeEditor: SignedIn
let admin: SignedIn
let french: { id: number }
let shared: { id: number }

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({ collection: 'stores', depth: 0, pagination: false })
  for (const store of docs) storeRow[store.storeId] = store.id
  cbbeEditor = await staffOf('editor', [53])
  admin = await staffOf('admin', [])
  french = await mediaOf(52, 'cbfr')
  shared = await mediaOf(null, 'shared')
}, 180_000)

afterAll(async () => {
  for (const id of created.media) await payload.delete({ collection: 'media', id })
  for (const id of created.users) await payload.delete({ collection: 'users', id })
  await payload.destroy()
})

const as = (user: SignedIn) => ({ overrideAccess: false, user, depth: 0 }) as const

describe('an editor granted CBBE', () => {
  it('neither reads, changes nor deletes a CBFR file', async () => {
    const found = await payload.find({
      collection: 'media',
      where: { id: { equals: french.id } },
      ...as(cbbeEditor),
    })
    expect(found.docs).toHaveLength(0)
    await expect(
      payload.findByID({ collection: 'media', id: french.id, ...as(cbbeEditor) }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'media',
        id: french.id,
        data: { alt: 'Overgenomen' },
        ...as(cbbeEditor),
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'media', id: french.id, ...as(cbbeEditor) }),
    ).rejects.toThrow()
    const kept = await payload.findByID({ collection: 'media', id: french.id, depth: 0 })
    expect(kept).toMatchObject({ alt: 'cbfr', store: storeRow[52] })
  })

  it('reads a shared file but neither changes nor deletes it', async () => {
    const read = await payload.findByID({ collection: 'media', id: shared.id, ...as(cbbeEditor) })
    expect(read.id).toBe(shared.id)
    await expect(
      payload.update({
        collection: 'media',
        id: shared.id,
        data: { alt: 'Eigen' },
        ...as(cbbeEditor),
      }),
    ).rejects.toThrow()
    // Nor takes it into its store.
    await expect(
      payload.update({
        collection: 'media',
        id: shared.id,
        data: { store: storeRow[53]! },
        ...as(cbbeEditor),
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'media', id: shared.id, ...as(cbbeEditor) }),
    ).rejects.toThrow()
    const kept = await payload.findByID({ collection: 'media', id: shared.id, depth: 0 })
    expect(kept).toMatchObject({ alt: 'shared', store: null })
  })

  it('uploads into CBBE by default, and neither into CBFR nor shared', async () => {
    const own = await payload.create({
      collection: 'media',
      data: { alt: 'Eigen beeld' },
      file: await file('own'),
      ...as(cbbeEditor),
    })
    created.media.push(own.id)
    expect(own.store).toBe(storeRow[53])
    const changed = await payload.update({
      collection: 'media',
      id: own.id,
      data: { alt: 'Eigen beeld, gewijzigd' },
      ...as(cbbeEditor),
    })
    expect(changed.alt).toBe('Eigen beeld, gewijzigd')
    // Refused by the store field: the path of the error says so.
    for (const store of [storeRow[52]!, null]) {
      const refusal = await payload
        .create({
          collection: 'media',
          data: { alt: 'Elders', store },
          file: await file('elsewhere'),
          ...as(cbbeEditor),
        })
        .then(
          () => null,
          (error: { data?: { errors?: { path: string }[] } }) => error,
        )
      expect(
        refusal?.data?.errors?.map((error) => error.path),
        String(store),
      ).toEqual(['store'])
    }
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: [own.id, french.id, shared.id] } },
      sort: 'id',
      ...as(cbbeEditor),
    })
    expect(docs.map((doc) => doc.id)).toEqual([shared.id, own.id])
    await payload.delete({ collection: 'media', id: own.id, ...as(cbbeEditor) })
    created.media.splice(created.media.indexOf(own.id), 1)
  })
})

describe('an admin', () => {
  it('changes any file, and shares one by clearing its store', async () => {
    const made = await mediaOf(53, 'to-share')
    const updated = await payload.update({
      collection: 'media',
      id: made.id,
      data: { store: null, alt: 'Gedeeld' },
      ...as(admin),
    })
    expect(updated).toMatchObject({ store: null, alt: 'Gedeeld' })
    const stillFrench = await payload.update({
      collection: 'media',
      id: french.id,
      data: { alt: 'cbfr' },
      ...as(admin),
    })
    expect(stillFrench.store).toBe(storeRow[52])
  })
})

describe('the seed', () => {
  it('gives each store its logos and its catalogue’s card images, and shares the rest', async () => {
    const { docs } = await payload.find({ collection: 'stores', depth: 1, pagination: false })
    expect(docs.length).toBeGreaterThanOrEqual(3)
    for (const store of docs) {
      const media = (value: unknown) => value as Media
      expect(media(store.mainLogo).store, store.code).toBe(store.id)
      expect(media(store.footerLogo).store, store.code).toBe(store.id)
      expect(media(store.notFoundImage).store, store.code).toBeNull()
      const { docs: products } = await payload.find({
        collection: 'products',
        where: ofStore('products', store.storeId, { image: { exists: true } }),
        limit: 1,
        depth: 1,
      })
      expect(media(products[0]?.image).store, store.code).toBe(store.id)
    }
  })
})

describe('the media store migration', () => {
  const dialect = new PgDialect()

  it('leaves every file shared but the stores’ own logos', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const args = {
      db: { execute: (query: SQL) => client.query(dialect.sqlToQuery(query).sql) },
    } as unknown as MigrateUpArgs & MigrateDownArgs
    // Inside a transaction rolled back, so nothing outlives the test.
    await client.query('BEGIN')
    try {
      await down(args)
      await up(args)
      const { rows } = await client.query<{ id: number; store_id: number | null }>(
        'SELECT id, store_id FROM media WHERE store_id IS NOT NULL ORDER BY id',
      )
      const logos = await client.query<{ id: number; main: number; footer: number | null }>(
        'SELECT id, main_logo_id AS main, footer_logo_id AS footer FROM stores',
      )
      const expected = logos.rows
        .flatMap(({ id, main, footer }) =>
          [main, footer].flatMap((logo) => (logo ? [[logo, id]] : [])),
        )
        .sort(([a], [b]) => a! - b!)
      expect(expected.length).toBeGreaterThanOrEqual(3)
      expect(rows.map((row) => [row.id, row.store_id])).toEqual(expected)
    } finally {
      await client.query('ROLLBACK')
      await client.end()
    }
  })
})
