import { expect, test } from '@playwright/test'

import type { ServerClient } from './support/client'
import { signedInAs, signedInWith } from './support/staff'

/*
 * Issue 38 on the built server: Payload's document locks (/api/payload-locked-documents) show the
 * seeded CBBE editor the locks of its store's pages only, never which CBFR page someone edits.
 */
const LOCKS = '/api/payload-locked-documents'
const json = (method: string, body: object) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const idsOf = (body: unknown) => (body as { docs: { id: number }[] }).docs.map((doc) => doc.id)

let admin: ServerClient
let editor: ServerClient
/** A page of CBFR (52) and of CBBE (53), and the lock the admin holds on each. */
const page: Record<number, number> = {}
const lock: Record<number, number> = {}

test.beforeAll(async () => {
  admin = await signedInAs('admin')
  editor = await signedInWith(
    process.env.EDITOR_CBBE_EMAIL ?? '',
    process.env.EDITOR_CBBE_PASSWORD ?? '',
  )
  const me = await admin.fetch('/api/users/me/')
  const adminId = (me.json as { user: { id: number } }).user.id
  for (const storeId of [52, 53]) {
    const found = await admin.fetch(
      `/api/pages/?where[store.storeId][equals]=${storeId}&limit=1&depth=0`,
    )
    const [doc] = idsOf(found.json)
    if (!doc) throw new Error(`No page of store ${storeId}: ${found.body}`)
    page[storeId] = doc
    const made = await admin.fetch(
      `${LOCKS}/?depth=0`,
      json('POST', {
        document: { relationTo: 'pages', value: doc },
        user: { relationTo: 'users', value: adminId },
      }),
    )
    expect(made.status, made.body).toBe(201)
    lock[storeId] = (made.json as { doc: { id: number } }).doc.id
  }
})

test.afterAll(async () => {
  for (const id of Object.values(lock)) await admin.fetch(`${LOCKS}/${id}/`, { method: 'DELETE' })
})

test('the CBBE editor sees a CBBE page’s lock, not a CBFR page’s', async () => {
  const listed = await editor.fetch(`${LOCKS}/?depth=0&limit=100`)
  expect(listed.status, listed.body).toBe(200)
  expect(idsOf(listed.json)).toContain(lock[53])
  expect(idsOf(listed.json)).not.toContain(lock[52])
  // What /admin asks when it opens a document: nothing about CBFR's.
  const asked = await editor.fetch(
    `${LOCKS}/?where[document.relationTo][equals]=pages&where[document.value][equals]=${page[52]}&depth=0`,
  )
  expect(idsOf(asked.json)).toEqual([])
  expect((await editor.fetch(`${LOCKS}/${lock[52]}/`)).status).toBe(404)
  const dropped = await editor.fetch(`${LOCKS}/${lock[52]}/`, { method: 'DELETE' })
  expect(dropped.status).toBeGreaterThanOrEqual(400)
  const all = await admin.fetch(`${LOCKS}/?depth=0&limit=100`)
  expect(idsOf(all.json)).toEqual(expect.arrayContaining([lock[52], lock[53]]))
})
