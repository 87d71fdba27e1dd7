import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '@/access/staff-roles'
import { seed } from '@/seed'

/*
 * Issue 38: Payload's document locks (payload-locked-documents) tell who edits which document.
 * A member of staff sees the locks of documents they may read (their stores'), none naming
 * another store's page; admins see every lock. Checked through Payload's access.
 */
const PASSWORD = 'Locks#2026-password'
const tag = randomUUID().slice(0, 8)
const context = { disableRevalidate: true }
let payload: Payload
const storeRow: Record<number, number> = {}
const created: { users: number[]; pages: number[]; locks: number[] } = {
  users: [],
  pages: [],
  locks: [],
}

type SignedIn = { id: number; collection: 'users'; [field: string]: unknown }

async function staffOf(role: StaffRole, storeIds: number[]): Promise<SignedIn> {
  const email = `locks-${tag}-${role.toLowerCase()}-${storeIds.join('-')}@example.fr`
  const stores = storeIds.map((storeId) => ({ store: storeRow[storeId]! }))
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: role, role, stores },
  })
  created.users.push(user.id)
  const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { ...login.user, collection: 'users' } as SignedIn
}

async function pageOf(storeId: number): Promise<number> {
  const page = await payload.create({
    collection: 'pages',
    locale: 'fr',
    context,
    data: {
      title: `locks-${tag}-${storeId}`,
      slug: `locks-${tag}-${storeId}`,
      pageType: 'landing',
      _status: 'published',
      meta: { robots: 'noindex' },
      store: storeRow[storeId]!,
    },
  })
  created.pages.push(page.id)
  return page.id
}

/** `user` opens page `id` in /admin: its lock. */
async function lockOf(id: number, user: SignedIn): Promise<number> {
  const lock = await payload.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'pages', value: id },
      user: { relationTo: 'users', value: user.id },
    },
  })
  created.locks.push(lock.id)
  return lock.id
}

let cbbeEditor: SignedIn
let admin: SignedIn
const page: Record<number, number> = {}
const lock: Record<number, number> = {}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({ collection: 'stores', depth: 0, pagination: false })
  for (const store of docs) storeRow[store.storeId] = store.id
  cbbeEditor = await staffOf('editor', [53])
  admin = await staffOf('admin', [])
  const cbfrEditor = await staffOf('editor', [52])
  for (const storeId of [52, 53]) page[storeId] = await pageOf(storeId)
  lock[52] = await lockOf(page[52]!, cbfrEditor)
  lock[53] = await lockOf(page[53]!, admin)
}, 180_000)

afterAll(async () => {
  for (const id of created.locks)
    await payload.delete({ collection: 'payload-locked-documents', id })
  for (const id of created.pages) await payload.delete({ collection: 'pages', id, context })
  for (const id of created.users) await payload.delete({ collection: 'users', id })
  await payload.destroy()
})

const as = (user: SignedIn) => ({ overrideAccess: false, user, depth: 0 }) as const
const lockIds = async (user: SignedIn) =>
  (
    await payload.find({
      collection: 'payload-locked-documents',
      where: { id: { in: [lock[52]!, lock[53]!] } },
      ...as(user),
    })
  ).docs.map((doc) => doc.id)

describe('an editor granted CBBE', () => {
  it('sees the lock of a CBBE page, not that of a CBFR page', async () => {
    expect(await lockIds(cbbeEditor)).toEqual([lock[53]])
    // What /admin asks about a document it opens: nothing for CBFR's.
    const asked = await payload.find({
      collection: 'payload-locked-documents',
      where: {
        and: [
          { 'document.relationTo': { equals: 'pages' } },
          { 'document.value': { equals: page[52] } },
        ],
      },
      ...as(cbbeEditor),
    })
    expect(asked.docs).toEqual([])
    await expect(
      payload.findByID({
        collection: 'payload-locked-documents',
        id: lock[52]!,
        ...as(cbbeEditor),
      }),
    ).rejects.toThrow()
  })

  it('neither drops a CBFR page’s lock nor locks a CBFR page', async () => {
    await expect(
      payload.delete({ collection: 'payload-locked-documents', id: lock[52]!, ...as(cbbeEditor) }),
    ).rejects.toThrow()
    const kept = await payload.findByID({ collection: 'payload-locked-documents', id: lock[52]! })
    expect(kept.id).toBe(lock[52])
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: {
          document: { relationTo: 'pages', value: page[52]! },
          user: { relationTo: 'users', value: cbbeEditor.id },
        },
        ...as(cbbeEditor),
      }),
    ).rejects.toThrow()
  })
})

describe('an admin', () => {
  it('sees every store’s locks', async () => {
    expect((await lockIds(admin)).sort()).toEqual([lock[52], lock[53]].sort())
  })
})
