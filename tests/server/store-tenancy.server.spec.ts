import { expect, test } from '@playwright/test'

import type { ServerClient } from './support/client'
import { signedInAs, signedInWith } from './support/staff'

/*
 * Issue 38 point 2 on the built server: the seeded CBBE editor, signed in by Payload's REST login,
 * reads and changes nothing of CBFR's pages and posts (REST and GraphQL) and works in its own store.
 */
const COLLECTIONS = [
  { slug: 'pages', one: 'Page', many: 'Pages' },
  { slug: 'blog-posts', one: 'BlogPost', many: 'BlogPosts' },
] as const
const json = (method: string, body: object) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const docsOf = (body: unknown) => (body as { docs: { id: number }[] }).docs.map((doc) => doc.id)

let admin: ServerClient
let editor: ServerClient
/** A document of CBFR's in each collection, as the admin reads it. */
const french: Record<string, { id: number; title: string }> = {}
/** The stores rows of CBFR (52) and CBBE (53). */
const rowOf: Record<number, number> = {}

test.beforeAll(async () => {
  admin = await signedInAs('admin')
  editor = await signedInWith(
    process.env.EDITOR_CBBE_EMAIL ?? '',
    process.env.EDITOR_CBBE_PASSWORD ?? '',
  )
  const stores = await admin.fetch('/api/stores/?where[storeId][in]=52,53&depth=0')
  for (const { id, storeId } of (stores.json as { docs: { id: number; storeId: number }[] }).docs)
    rowOf[storeId] = id
  for (const { slug } of COLLECTIONS) {
    const found = await admin.fetch(`/api/${slug}/?where[store.storeId][equals]=52&limit=1&depth=0`)
    const [doc] = (found.json as { docs: { id: number; title: string }[] }).docs
    if (!doc) throw new Error(`No CBFR document in ${slug}: ${found.body}`)
    french[slug] = doc
  }
})

test('REST: the CBBE editor neither reads nor changes CBFR’s pages and posts', async () => {
  for (const { slug } of COLLECTIONS) {
    const { id, title } = french[slug]!
    const listed = await editor.fetch(`/api/${slug}/?where[store.storeId][equals]=52&draft=true`)
    expect(listed.status, slug).toBe(200)
    expect(docsOf(listed.json), slug).toEqual([])
    expect((await editor.fetch(`/api/${slug}/${id}/?draft=true`)).status, slug).toBe(404)
    const changed = await editor.fetch(`/api/${slug}/${id}/`, json('PATCH', { title: 'Overname' }))
    expect(changed.status, slug).toBeGreaterThanOrEqual(400)
    const kept = await admin.fetch(`/api/${slug}/${id}/?depth=0`)
    expect((kept.json as { title: string }).title, slug).toBe(title)
  }
})

test('REST: the CBBE editor makes and finds pages of its own store, none in CBFR', async () => {
  const slug = `tenancy-${Date.now()}`
  const made = await editor.fetch(
    '/api/pages/?locale=nl&depth=0',
    json('POST', { title: 'Eigen pagina', slug, pageType: 'landing' }),
  )
  expect(made.status, made.body).toBe(201)
  const { doc } = made.json as { doc: { id: number; store: number } }
  try {
    // No store named: the editor's only grant.
    expect(doc.store).toBe(rowOf[53])
    const own = await editor.fetch(`/api/pages/?where[slug][equals]=${slug}&draft=true&locale=nl`)
    expect(docsOf(own.json)).toEqual([doc.id])
    // Nor may it put a page in a store it is not granted.
    const foreign = await editor.fetch(
      '/api/pages/?locale=fr&depth=0',
      json('POST', { title: 'Page', slug: `${slug}-fr`, pageType: 'landing', store: rowOf[52] }),
    )
    expect(foreign.status).toBeGreaterThanOrEqual(400)
  } finally {
    expect((await admin.fetch(`/api/pages/${doc.id}/`, { method: 'DELETE' })).status).toBe(200)
  }
})

test('GraphQL: the CBBE editor neither reads nor changes CBFR’s pages and posts', async () => {
  const graphql = async (query: string) => {
    const answer = await editor.fetch('/api/graphql/', json('POST', { query }))
    return answer.json as { data: Record<string, unknown> | null; errors?: unknown[] }
  }
  for (const { slug, one, many } of COLLECTIONS) {
    const { id, title } = french[slug]!
    const listed = await graphql(
      `{ ${many}(where: { id: { equals: ${id} } }, draft: true) { docs { id } } }`,
    )
    expect(listed.data?.[many], slug).toEqual({ docs: [] })
    const read = await graphql(`{ ${one}(id: ${id}, draft: true) { id title } }`)
    expect(read.data?.[one] ?? null, slug).toBeNull()
    expect(read.errors, slug).toBeDefined()
    const changed = await graphql(
      `mutation { update${one}(id: ${id}, data: { title: "Overname" }) { id } }`,
    )
    expect(changed.data?.[`update${one}`] ?? null, slug).toBeNull()
    expect(changed.errors, slug).toBeDefined()
    const kept = await admin.fetch(`/api/${slug}/${id}/?depth=0`)
    expect((kept.json as { title: string }).title, slug).toBe(title)
  }
})
