import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { StaffRole } from '@/access/staff-roles'
import { down, up } from '@/migrations/20261130_002928_multi_tenant'
import { seed } from '@/seed'
import { findContentBySlug } from '@/server/content'

// The storefront's reads without Next's data cache (there is none outside a request): the
// loaders themselves, as a first request runs them.
vi.mock('@/server/cache/cached', () => ({
  cached: (_name: string, load: (...args: unknown[]) => unknown) => load,
}))

/*
 * Issue 38 point 2: content belongs to a store. Staff granted one store see and change nothing
 * of another's, through Payload's access (the multi-tenant plugin's wrappers with the roles'
 * functions); the storefront of one store finds no page of another; existing rows became CBFR's.
 */
const PASSWORD = 'Tenancy#2026-password'
const tag = randomUUID().slice(0, 8)
let payload: Payload
const storeRow: Record<number, number> = {}
let frenchPage: { id: number; slug: string }
const created: { users: number[]; pages: number[] } = { users: [], pages: [] }

type SignedIn = { id: number; collection: 'users'; [field: string]: unknown }

async function staffOf(role: StaffRole, storeIds: number[]): Promise<SignedIn> {
  const email = `tenancy-${tag}-${role.toLowerCase()}-${storeIds.join('-')}@example.fr`
  const stores = storeIds.map((storeId) => ({ store: storeRow[storeId]! }))
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: role, role, stores },
  })
  created.users.push(user.id)
  const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { ...login.user, collection: 'users' } as SignedIn
}

async function pageOf(storeId: number, slug: string) {
  const page = await payload.create({
    collection: 'pages',
    locale: 'fr',
    context: { disableRevalidate: true },
    data: {
      title: slug,
      slug,
      pageType: 'landing',
      _status: 'published',
      meta: { robots: 'noindex' },
      store: storeRow[storeId]!,
    },
  })
  created.pages.push(page.id)
  return page
}

let cbbeEditor: SignedIn
let cbbeService: SignedIn
let admin: SignedIn

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({ collection: 'stores', depth: 0, pagination: false })
  for (const store of docs) storeRow[store.storeId] = store.id
  cbbeEditor = await staffOf('editor', [53])
  cbbeService = await staffOf('customerService', [53])
  admin = await staffOf('admin', [])
  const page = await pageOf(52, `tenancy-${tag}`)
  frenchPage = { id: page.id, slug: page.slug }
}, 180_000)

afterAll(async () => {
  const context = { disableRevalidate: true }
  for (const id of created.pages) await payload.delete({ collection: 'pages', id, context })
  for (const id of created.users) await payload.delete({ collection: 'users', id })
  await payload.destroy()
})

describe('staff granted one store', () => {
  it('cannot read nor change a page of another store, drafts included', async () => {
    for (const user of [cbbeEditor, cbbeService]) {
      const asUser = { overrideAccess: false, user } as const
      const found = await payload.find({
        collection: 'pages',
        where: { id: { equals: frenchPage.id } },
        draft: true,
        ...asUser,
      })
      expect(found.docs, user.email as string).toHaveLength(0)
      await expect(
        payload.findByID({ collection: 'pages', id: frenchPage.id, ...asUser }),
      ).rejects.toThrow()
    }
    await expect(
      payload.update({
        collection: 'pages',
        id: frenchPage.id,
        data: { title: 'Overgenomen' },
        overrideAccess: false,
        user: cbbeEditor,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    const unchanged = await payload.findByID({ collection: 'pages', id: frenchPage.id })
    expect(unchanged.title).toBe(frenchPage.slug)
  })

  it('cannot put a page in a store it is not granted, and works in its own', async () => {
    const asEditor = { overrideAccess: false, user: cbbeEditor, locale: 'fr' } as const
    const data = {
      title: 'Pagina',
      pageType: 'landing',
      _status: 'published',
      meta: { robots: 'noindex' },
    } as const
    await expect(
      payload.create({
        collection: 'pages',
        data: { ...data, slug: `foreign-${tag}`, store: storeRow[52]! },
        ...asEditor,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    const own = await payload.create({
      collection: 'pages',
      data: { ...data, slug: `own-${tag}`, store: storeRow[53]! },
      ...asEditor,
      context: { disableRevalidate: true },
    })
    created.pages.push(own.id)
    const { docs } = await payload.find({
      collection: 'pages',
      where: { id: { in: [own.id, frenchPage.id] } },
      ...asEditor,
    })
    expect(docs.map((doc) => doc.id)).toEqual([own.id])
  })

  it('sees no store but its own', async () => {
    const { docs } = await payload.find({
      collection: 'stores',
      depth: 0,
      overrideAccess: false,
      user: cbbeEditor,
    })
    expect(docs.map((store) => store.storeId)).toEqual([53])
  })

  it('an admin reads and changes every store’s pages', async () => {
    const asAdmin = { overrideAccess: false, user: admin, context: { disableRevalidate: true } }
    const page = await payload.findByID({ collection: 'pages', id: frenchPage.id, ...asAdmin })
    expect(page.slug).toBe(frenchPage.slug)
    const updated = await payload.update({
      collection: 'pages',
      id: frenchPage.id,
      data: { title: `${frenchPage.slug} (admin)` },
      ...asAdmin,
    })
    expect(updated.title).toBe(`${frenchPage.slug} (admin)`)
  })
})

describe('a new document that names no store', () => {
  it('is the store of the host the request came to for an admin, its only grant for an editor', async () => {
    const cases = [
      [admin, 'cadeaubon-be.localhost:3000', 53],
      [admin, 'localhost:3000', 52],
      [cbbeEditor, 'localhost:3000', 53],
    ] as const
    for (const [user, host, storeId] of cases) {
      const slug = `no-store-${tag}-${storeId}-${String(user.role)}`
      const page = await payload.create({
        collection: 'pages',
        locale: 'fr',
        data: { title: 'Sans magasin', slug, pageType: 'landing', _status: 'draft' },
        // A draft: the page's other required fields wait for its publication, not its store.
        draft: true,
        overrideAccess: false,
        user,
        // Payload's Local API keeps the request it is given: a REST call's headers.
        req: { headers: new Headers({ host }) },
        context: { disableRevalidate: true },
      })
      created.pages.push(page.id)
      expect(page.store, `${slug} on ${host}`).toMatchObject({ id: storeRow[storeId] })
    }
  })
})

describe('each store its own', () => {
  it('the storefront of store 53 finds no page of store 52 at its slug', async () => {
    expect(await findContentBySlug('pages', frenchPage.slug, 'fr', false, 52)).toMatchObject({
      id: frenchPage.id,
    })
    expect(await findContentBySlug('pages', frenchPage.slug, 'fr', false, 53)).toBeNull()
  })

  it('a redirect’s path is unique within its store only', async () => {
    const context = { disableRevalidate: true }
    const from = `/tenancy-${tag}/`
    const redirect = (storeId: number) =>
      payload.create({
        collection: 'redirects',
        data: { from, to: '/', store: storeRow[storeId]! },
        context: { disableRevalidate: true },
      })
    const made: number[] = []
    try {
      for (const storeId of [52, 53]) made.push((await redirect(storeId)).id)
      await expect(redirect(53)).rejects.toThrow()
    } finally {
      // Gone before the migration's test: one path in two stores has no way back to one store.
      for (const id of made) await payload.delete({ collection: 'redirects', id, context })
    }
  })
})

describe('the multi-tenant migration', () => {
  const dialect = new PgDialect()

  it('makes every existing document CBFR’s and grants non-admin staff CBFR', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const args = {
      db: { execute: (query: SQL) => client.query(dialect.sqlToQuery(query).sql) },
    } as unknown as MigrateUpArgs & MigrateDownArgs
    // Run inside a transaction rolled back, so nothing outlives the test.
    await client.query('BEGIN')
    try {
      await down(args)
      await up(args)
      const cbfr = storeRow[52]
      for (const table of ['pages', 'blog_posts', 'giving_moments', 'blocks_queues', 'redirects']) {
        const { rows } = await client.query<{ all: string; cbfr: string }>(
          `SELECT count(*) AS all, count(*) FILTER (WHERE store_id = $1) AS cbfr FROM ${table}`,
          [cbfr],
        )
        expect(Number(rows[0]!.all), table).toBeGreaterThan(0)
        expect(rows[0]!.cbfr, table).toBe(rows[0]!.all)
      }
      const grants = await client.query<{ id: number; stores: number[] }>(
        `SELECT u.id, array_remove(array_agg(s.store_id), NULL) AS stores FROM users u
         LEFT JOIN users_stores s ON s._parent_id = u.id WHERE u.id = ANY($1) GROUP BY u.id`,
        [[cbbeEditor.id, cbbeService.id, admin.id]],
      )
      const byUser = new Map(grants.rows.map((row) => [row.id, row.stores]))
      expect(byUser.get(cbbeEditor.id)).toEqual([cbfr])
      expect(byUser.get(cbbeService.id)).toEqual([cbfr])
      expect(byUser.get(admin.id)).toEqual([])
    } finally {
      await client.query('ROLLBACK')
      await client.end()
    }
  })
})
