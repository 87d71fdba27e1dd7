import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'
import { signedInAs, signedInWith } from './support/staff'

/*
 * Issue 38 point 2 on the built server: a media file of CBFR's is out of reach of the seeded CBBE
 * editor (REST and GraphQL), a shared file is read but not changed, an upload goes to CBBE, and
 * every file is still served to anyone: pages show them.
 */
type MediaDoc = { id: number; alt: string; filename: string; store: number | null }
const json = (method: string, body: object) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const docsOf = (body: unknown) => (body as { docs: MediaDoc[] }).docs

let admin: ServerClient
let editor: ServerClient
/** A file of CBFR's (its seeded logo) and a shared one, as the admin reads them. */
let french: MediaDoc
let shared: MediaDoc
/** The stores rows of CBFR (52) and CBBE (53). */
const rowOf: Record<number, number> = {}

const oneOf = async (where: string) => {
  const found = await admin.fetch(`/api/media/?${where}&limit=1&depth=0`)
  const [doc] = docsOf(found.json)
  if (!doc) throw new Error(`No media where ${where}: ${found.body}`)
  return doc
}

test.beforeAll(async () => {
  admin = await signedInAs('admin')
  editor = await signedInWith(
    process.env.EDITOR_CBBE_EMAIL ?? '',
    process.env.EDITOR_CBBE_PASSWORD ?? '',
  )
  const stores = await admin.fetch('/api/stores/?where[storeId][in]=52,53&depth=0')
  for (const { id, storeId } of (stores.json as { docs: { id: number; storeId: number }[] }).docs)
    rowOf[storeId] = id
  french = await oneOf('where[store.storeId][equals]=52')
  shared = await oneOf('where[store][exists]=false')
})

test('REST: the CBBE editor neither reads, changes nor deletes a CBFR file', async () => {
  const listed = await editor.fetch(`/api/media/?where[id][equals]=${french.id}`)
  expect(listed.status).toBe(200)
  expect(docsOf(listed.json)).toEqual([])
  expect((await editor.fetch(`/api/media/${french.id}/`)).status).toBe(404)
  const changed = await editor.fetch(`/api/media/${french.id}/`, json('PATCH', { alt: 'Overname' }))
  expect(changed.status).toBeGreaterThanOrEqual(400)
  const deleted = await editor.fetch(`/api/media/${french.id}/`, { method: 'DELETE' })
  expect(deleted.status).toBeGreaterThanOrEqual(400)
  const kept = await admin.fetch(`/api/media/${french.id}/?depth=0`)
  expect(kept.json).toMatchObject({ alt: french.alt, store: rowOf[52] })
})

test('REST: the CBBE editor reads a shared file but neither changes nor deletes it', async () => {
  const read = await editor.fetch(`/api/media/${shared.id}/?depth=0`)
  expect(read.status).toBe(200)
  expect(read.json).toMatchObject({ id: shared.id, store: null })
  const changed = await editor.fetch(`/api/media/${shared.id}/`, json('PATCH', { alt: 'Eigen' }))
  expect(changed.status).toBeGreaterThanOrEqual(400)
  const deleted = await editor.fetch(`/api/media/${shared.id}/`, { method: 'DELETE' })
  expect(deleted.status).toBeGreaterThanOrEqual(400)
  const kept = await admin.fetch(`/api/media/${shared.id}/?depth=0`)
  expect(kept.json).toMatchObject({ alt: shared.alt, store: null })
})

test('REST: the files are served to anyone, the CBBE editor and a visitor too', async () => {
  for (const client of [editor, new ServerClient()]) {
    const served = await client.send(`/api/media/file/${encodeURIComponent(french.filename)}`)
    expect(served.status).toBe(200)
  }
})

test('REST: an upload of the CBBE editor is CBBE’s, none into CBFR', async () => {
  const upload = (name: string, data: object) => {
    const form = new FormData()
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><!-- ${name} --></svg>`
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), `${name}.svg`)
    form.append('_payload', JSON.stringify(data))
    return editor.fetch('/api/media/?depth=0', { method: 'POST', body: form })
  }
  const name = `media-tenancy-${Date.now()}`
  const made = await upload(name, { alt: 'Eigen beeld' })
  expect(made.status, made.body).toBe(201)
  const { doc } = made.json as { doc: MediaDoc }
  try {
    // No store named: the editor's only grant.
    expect(doc.store).toBe(rowOf[53])
    const foreign = await upload(`${name}-fr`, { alt: 'Elders', store: rowOf[52] })
    expect(foreign.status, foreign.body).toBe(400)
  } finally {
    expect((await admin.fetch(`/api/media/${doc.id}/`, { method: 'DELETE' })).status).toBe(200)
  }
})

test('GraphQL: the CBBE editor neither reads nor changes a CBFR file, nor changes a shared one', async () => {
  const graphql = async (query: string) => {
    const answer = await editor.fetch('/api/graphql/', json('POST', { query }))
    return answer.json as { data: Record<string, unknown> | null; errors?: unknown[] }
  }
  const listed = await graphql(
    `{ allMedia(where: { id: { equals: ${french.id} } }) { docs { id } } }`,
  )
  expect(listed.data?.allMedia).toEqual({ docs: [] })
  const read = await graphql(`{ Media(id: ${french.id}) { id } }`)
  expect(read.data?.Media ?? null).toBeNull()
  expect(read.errors).toBeDefined()
  const readShared = await graphql(`{ Media(id: ${shared.id}) { id } }`)
  expect(readShared.data?.Media).toEqual({ id: shared.id })
  for (const { id } of [french, shared]) {
    const changed = await graphql(
      `mutation { updateMedia(id: ${id}, data: { alt: "Overname" }) { id } }`,
    )
    expect(changed.data?.updateMedia ?? null, String(id)).toBeNull()
    expect(changed.errors, String(id)).toBeDefined()
    const deleted = await graphql(`mutation { deleteMedia(id: ${id}) { id } }`)
    expect(deleted.data?.deleteMedia ?? null, String(id)).toBeNull()
    expect(deleted.errors, String(id)).toBeDefined()
  }
  for (const { id, alt } of [french, shared]) {
    const kept = await admin.fetch(`/api/media/${id}/?depth=0`)
    expect((kept.json as MediaDoc).alt).toBe(alt)
  }
})
