import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import {
  getPayload,
  type Payload,
  type RequiredDataFromCollectionSlug,
  type TypedUser,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recentCardActions } from '@/components/admin/dashboard/card-actions.server'
import { ordersNeedingAttention } from '@/components/admin/dashboard/orders.server'
import { PAGE_COLLECTIONS } from '@/components/admin/dashboard/page-kinds'
import { storePages } from '@/components/admin/dashboard/pages.server'
import { upcomingPublishes } from '@/components/admin/dashboard/scheduled.server'
import { dashboardStores } from '@/components/admin/dashboard/stores.server'

import { issuedCard } from './card-service-cards'
import { signedInAccounts } from './staff-accounts'

/*
 * Issue 40 point 3: the dashboard's reads, as the signed-in staff member (access applies): orders
 * needing attention, scheduled publishes in time order, pages' states and last editor, card
 * operations; a member of staff granted store 52 sees nothing of store 53. Issue 40: rows of
 * several stores say whose each is (the store's code).
 */
let payload: Payload
let admin: TypedUser
let editor: TypedUser
let service: TypedUser
const storeRow: Record<number, number> = {}

beforeAll(async () => {
  payload = await getPayload({ config })
  const accounts = await signedInAccounts(payload, 'dashboard')
  admin = accounts.admin.user as unknown as TypedUser
  editor = accounts.editor.user as unknown as TypedUser
  service = accounts.customerService.user as unknown as TypedUser
  const { docs } = await payload.find({ collection: 'stores', depth: 0, limit: 10 })
  for (const store of docs) storeRow[store.storeId] = store.id
}, 120_000)

// What the tests make, removed afterwards: the worker's database is the next file's (the seeded
// content's checks), and its sweeps would take a paid order without cards for a real one.
const made = { orders: [] as number[], pages: [] as number[], jobs: [] as (number | string)[] }

afterAll(async () => {
  await payload.db.pool.query('DELETE FROM orders WHERE id = ANY($1)', [made.orders])
  for (const id of made.jobs) await payload.delete({ collection: 'payload-jobs', id })
  for (const id of made.pages) {
    await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
  }
  await payload.destroy()
})

const HOUR = 60 * 60 * 1000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

/** An order row as the checkout and payments leave it, written with SQL; its id. */
async function order(storeId: number, status: string, times: Record<string, string | null>) {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO orders (uuid, status, store_id, flow, currency, grand_total, email, placed_at,
       paid_at, cards_issued_at)
     VALUES ($1, $2, $3, 'regular', 'EUR', 2500, 'attention@example.fr', $4, $5, $6) RETURNING id`,
    [randomUUID(), status, storeId, times.placed, times.paid ?? null, times.issued ?? null],
  )
  made.orders.push(rows[0]!.id)
  return rows[0]!.id
}

describe('orders needing attention', () => {
  it('lists payments pending over an hour and paid orders without cards after 30 minutes', async () => {
    const pendingLong = await order(52, 'PENDING', { placed: ago(2 * HOUR) })
    const pendingNow = await order(52, 'PENDING', { placed: ago(10 * 60 * 1000) })
    const unissued = await order(52, 'COMPLETED', { placed: ago(HOUR), paid: ago(45 * 60 * 1000) })
    const issuing = await order(52, 'COMPLETED', { placed: ago(HOUR), paid: ago(60 * 1000) })
    const issued = await order(52, 'COMPLETED', {
      placed: ago(3 * HOUR),
      paid: ago(3 * HOUR),
      issued: ago(3 * HOUR),
    })
    const otherStore = await order(53, 'PENDING', { placed: ago(2 * HOUR) })
    const mine = new Set([pendingLong, pendingNow, unissued, issuing, issued, otherStore])
    const seen = async (user: TypedUser) => {
      const { orders, total } = await ordersNeedingAttention(payload, user)
      expect(total).toBeGreaterThanOrEqual(orders.length)
      return orders
        .filter((row) => mine.has(row.id))
        .map((row) => [row.id, row.reason, row.grandTotal])
        .sort()
    }
    expect(await seen(service)).toEqual(
      [
        [pendingLong, 'pending', 2500],
        [unissued, 'notIssued', 2500],
      ].sort(),
    )
    // Admins work in every store.
    expect(await seen(admin)).toEqual(
      [
        [pendingLong, 'pending', 2500],
        [unissued, 'notIssued', 2500],
        [otherStore, 'pending', 2500],
      ].sort(),
    )
    // Each says its store, which the dashboard names when it lists several.
    const { orders: all } = await ordersNeedingAttention(payload, admin)
    expect(all.find((row) => row.id === otherStore)?.storeId).toBe(53)
    expect(all.find((row) => row.id === pendingLong)?.storeId).toBe(52)
    // The store chosen in /admin's selector narrows an admin's list to it.
    const chosen = await ordersNeedingAttention(payload, admin, { storeId: 52 })
    expect(chosen.orders.some((row) => row.id === otherStore)).toBe(false)
    expect(chosen.orders.some((row) => row.id === pendingLong)).toBe(true)
    // Editors may not read orders at all (the dashboard does not ask for them).
    await expect(ordersNeedingAttention(payload, editor)).rejects.toThrow()
  })

  it('bounds the list, and counts them all', async () => {
    await order(52, 'PENDING', { placed: ago(5 * HOUR) })
    await order(52, 'PENDING', { placed: ago(5 * HOUR) })
    const { orders, total } = await ordersNeedingAttention(payload, service, { limit: 1 })
    expect(orders).toHaveLength(1)
    expect(total).toBeGreaterThan(1)
  })
})

/** A page of `storeId`, published unless `draft`, made without revalidating any cache. */
async function page(storeId: number, title: string, draft = false) {
  const data = {
    title,
    slug: `tableau-de-bord-${randomUUID()}`,
    pageType: 'landing' as const,
    store: storeRow[storeId]!,
  }
  const options = {
    collection: 'pages',
    locale: 'fr',
    context: { disableRevalidate: true },
  } as const
  const created = await (draft
    ? payload.create({ ...options, draft: true, data: { ...data, _status: 'draft' } })
    : // The metadata's defaults fill what the types ask for.
      payload.create({
        ...options,
        data: { ...data, _status: 'published' } as RequiredDataFromCollectionSlug<'pages'>,
      }))
  made.pages.push(created.id)
  return created
}

async function schedule(id: number, at: number, type: 'publish' | 'unpublish' = 'publish') {
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, locale: 'fr', doc: { relationTo: 'pages', value: id } },
    waitUntil: new Date(Date.now() + at * HOUR),
  })
  made.jobs.push(job.id)
  return job
}

describe('the store pages', () => {
  it('lists scheduled publishes soonest first, of the granted stores only', async () => {
    const first = await page(52, 'Soldes d’hiver', true)
    const second = await page(52, 'Fête des pères')
    const elsewhere = await page(53, 'Moederdag')
    await schedule(first.id, 72)
    await schedule(second.id, 24, 'unpublish')
    await schedule(first.id, 48)
    await schedule(elsewhere.id, 12)
    const ours = new Set([first.id, second.id, elsewhere.id])
    const upcoming = async (user: TypedUser) =>
      upcomingPublishes(await storePages(payload, user, 'fr', PAGE_COLLECTIONS), 200)
        .filter(({ page: scheduled }) => ours.has(scheduled.id))
        .map(({ page: scheduled, publish }) => [scheduled.title, publish.type])
    expect(await upcoming(editor)).toEqual([
      ['Fête des pères', 'unpublish'],
      ['Soldes d’hiver', 'publish'],
      ['Soldes d’hiver', 'publish'],
    ])
    expect((await upcoming(admin))[0]).toEqual(['Moederdag', 'publish'])
  })

  it('says each page’s state and who saved it last', async () => {
    const published = await page(52, 'Carte de Noël')
    const draft = await page(52, 'Carte de Pâques', true)
    const changed = await page(52, 'Carte de rentrée')
    await payload.update({
      collection: 'pages',
      id: changed.id,
      locale: 'fr',
      draft: true,
      user: editor,
      overrideAccess: false,
      context: { disableRevalidate: true },
      data: { title: 'Carte de rentrée 2027' },
    })
    const pages = await storePages(payload, editor, 'fr', PAGE_COLLECTIONS)
    const of = (id: number) => pages.find((row) => row.collection === 'pages' && row.id === id)
    expect(of(published.id)).toMatchObject({ state: 'published', lastEditor: null })
    expect(of(draft.id)).toMatchObject({ state: 'draft' })
    expect(of(changed.id)).toMatchObject({
      state: 'changed',
      title: 'Carte de rentrée 2027',
      lastEditor: 'editor',
      type: 'landing',
    })
    // Store 53's pages are not the editor's; an admin sees them unless another store is chosen.
    const elsewhere = await page(53, 'Sinterklaas')
    const shows = async (user: TypedUser, store?: number) =>
      (await storePages(payload, user, 'fr', PAGE_COLLECTIONS, store)).some(
        (row) => row.id === elsewhere.id,
      )
    expect(await shows(editor)).toBe(false)
    expect(await shows(admin)).toBe(true)
    expect(await shows(admin, storeRow[52])).toBe(false)
    expect(await shows(admin, storeRow[53])).toBe(true)
  })
})

describe('card operations', () => {
  it('lists the latest ledger rows of the granted stores, newest first', async () => {
    const ours = await issuedCard(payload, { balance: 4200, storeId: 52 })
    const theirs = await issuedCard(payload, { balance: 1300, storeId: 53 })
    const actions = await recentCardActions(payload, service)
    expect(actions[0]).toMatchObject({
      cardId: ours.id,
      storeId: 52,
      reason: 'issue',
      amount: 4200,
      currency: 'EUR',
    })
    expect(actions.some((action) => action.cardId === theirs.id)).toBe(false)
    expect((await recentCardActions(payload, admin))[0]).toMatchObject({
      cardId: theirs.id,
      storeId: 53,
    })
    expect((await recentCardActions(payload, admin, { storeId: 52 }))[0]?.cardId).toBe(ours.id)
    // Bounded: the newest first.
    const newer = await issuedCard(payload, { balance: 900, storeId: 52 })
    const latest = await recentCardActions(payload, service, { limit: 1 })
    expect(latest.map((action) => action.cardId)).toEqual([newer.id])
  })
})

describe('the store column', () => {
  it('names the store of each row when the dashboard lists several stores', async () => {
    // An admin with no store chosen in the selector works in every store.
    const codes = await dashboardStores(payload, admin, null)
    expect(codes?.ofRow(storeRow[52]!)).toBe('CBFR')
    expect(codes?.ofStore(53)).toBe('CBBE')
    expect(codes?.ofStore(54)).toBe('CBNL')
    expect(codes?.ofRow(null)).toBeNull()
    // A store chosen, or a member of staff granted one: every row is of it, no column.
    expect(await dashboardStores(payload, admin, { row: storeRow[52]!, storeId: 52 })).toBeNull()
    expect(await dashboardStores(payload, editor, null)).toBeNull()
    // Granted two stores: the rows are of either.
    const grants = [{ store: storeRow[52]! }, { store: storeRow[53]! }]
    const twoStores = { ...editor, stores: grants } as TypedUser
    expect((await dashboardStores(payload, twoStores, null))?.ofRow(storeRow[53]!)).toBe('CBBE')
  })
})
