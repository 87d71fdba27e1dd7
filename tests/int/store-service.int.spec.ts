import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import {
  type CollectionSlug,
  Forbidden,
  getPayload,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '@/access/staff-roles'
import { seed } from '@/seed'

import { cardAction, issuedCard, ledgerOf } from './card-service-cards'

/*
 * Issue 38 point 2: customer service and other non-admin staff see only their granted stores'
 * orders, cards, customers, payments and card ledger (Payload's access, the Local API as the
 * REST routes and /admin call it), and act only on their stores' cards (the card-service
 * endpoints). Admins see every store's.
 */
const PASSWORD = 'Service#2026-password'
const tag = randomUUID().slice(0, 8)
let payload: Payload
const storeRow: Record<number, number> = {}
const createdUsers: number[] = []

type SignedIn = { id: number; collection: 'users'; [field: string]: unknown }
type Account = { user: SignedIn; token: string }

async function staffOf(role: StaffRole, storeIds: number[]): Promise<Account> {
  const email = `service-${tag}-${role.toLowerCase()}-${storeIds.join('-') || 'none'}@example.fr`
  const stores = storeIds.map((storeId) => ({ store: storeRow[storeId]! }))
  const made = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: role, role, stores },
  })
  createdUsers.push(made.id)
  const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { user: { ...login.user, collection: 'users' } as SignedIn, token: login.token! }
}

/** One store's shopper data: a customer, a paid order with a card and its ledger, a payment. */
async function storeDocuments(storeId: number) {
  const customer = await payload.create({
    collection: 'customers',
    data: {
      email: `shopper-${tag}-${storeId}@example.fr`,
      password: PASSWORD,
      firstName: 'Inès',
      lastName: 'Peeters',
      customerType: 'PRIVATE',
      storeId,
    },
  })
  const card = await issuedCard(payload, { storeId })
  const payment = await payload.create({
    collection: 'payments',
    data: {
      order: card.orderId,
      provider: 'local',
      reference: `service-${tag}-${storeId}`,
      amount: 5000,
      currency: 'EUR',
      status: 'paid',
    },
  })
  const { docs: ledger } = await payload.find({
    collection: 'card-ledger',
    where: { card: { equals: card.id } },
    depth: 0,
  })
  return {
    customers: customer.id,
    orders: card.orderId,
    'gift-cards': card.id,
    payments: payment.id,
    'card-ledger': ledger[0]!.id,
  } satisfies Partial<Record<CollectionSlug, number>>
}

type Documents = Awaited<ReturnType<typeof storeDocuments>>
const COLLECTIONS = ['customers', 'orders', 'gift-cards', 'payments', 'card-ledger'] as const
let french: Documents
let belgian: Documents
let cbbeService: Account
let bothService: Account
let unassignedService: Account
let admin: Account

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({ collection: 'stores', depth: 0, pagination: false })
  for (const store of docs) storeRow[store.storeId] = store.id
  french = await storeDocuments(52)
  belgian = await storeDocuments(53)
  cbbeService = await staffOf('customerService', [53])
  bothService = await staffOf('customerService', [52, 53])
  unassignedService = await staffOf('customerService', [])
  admin = await staffOf('admin', [])
}, 180_000)

afterAll(async () => {
  for (const id of createdUsers) await payload.delete({ collection: 'users', id })
  for (const id of [french?.customers, belgian?.customers]) {
    if (id) await payload.delete({ collection: 'customers', id })
  }
  await payload.destroy()
})

/** The ids of `ids` that `user` reads in `collection` through the Local API, as REST does. */
async function readable(collection: (typeof COLLECTIONS)[number], ids: number[], user: SignedIn) {
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map((doc) => doc.id).sort((a, b) => a - b)
}

describe('customer service granted CBBE only', () => {
  it('reads none of CBFR’s customers, orders, cards, payments and ledger rows, all of CBBE’s', async () => {
    for (const collection of COLLECTIONS) {
      const ids = [french[collection], belgian[collection]]
      expect(await readable(collection, ids, cbbeService.user), collection).toEqual([
        belgian[collection],
      ])
      const asService = { collection, overrideAccess: false, user: cbbeService.user } as const
      await expect(
        payload.findByID({ ...asService, id: french[collection] }),
        collection,
      ).rejects.toThrow()
      const own = await payload.findByID({ ...asService, id: belgian[collection], depth: 0 })
      expect(own.id, collection).toBe(belgian[collection])
      const counted = await payload.count({ ...asService, where: { id: { in: ids } } })
      expect(counted.totalDocs, collection).toBe(1)
    }
  })

  it('finds no CBFR card through its order nor its ledger through the card', async () => {
    const order = await payload.findByID({
      collection: 'orders',
      id: belgian.orders,
      depth: 1,
      overrideAccess: false,
      user: cbbeService.user,
    })
    const cards = (order.giftCards?.docs ?? []).map((card) =>
      typeof card === 'number' ? card : card.id,
    )
    expect(cards).toEqual([belgian['gift-cards']])
    const byOrder = await payload.find({
      collection: 'gift-cards',
      where: { order: { equals: french.orders } },
      overrideAccess: false,
      user: cbbeService.user,
    })
    expect(byOrder.docs).toEqual([])
  })

  it('cannot act on a CBFR card: answered as a card that does not exist', async () => {
    const card = french['gift-cards']
    const before = await ledgerOf(payload, card)
    const answers = [
      await cardAction(card, 'adjust', { amount: 500, reason: 'Geste' }, cbbeService.token),
      await cardAction(card, 'status', { blocked: true, reason: 'Perdue' }, cbbeService.token),
      await cardAction(card, 'resend', {}, cbbeService.token),
    ]
    const absent = await cardAction(
      999_999_999,
      'adjust',
      { amount: 500, reason: 'Geste' },
      cbbeService.token,
    )
    for (const answer of answers) expect(answer).toEqual(absent)
    expect(absent.status).toBe(404)
    expect(await ledgerOf(payload, card)).toEqual(before)
  })

  it('acts on a CBBE card', async () => {
    const { id } = await issuedCard(payload, { storeId: 53, balance: 5000 })
    const adjusted = await cardAction(
      id,
      'adjust',
      { amount: 500, reason: 'Geste' },
      cbbeService.token,
    )
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200)
    expect((await ledgerOf(payload, id)).balance).toBe(5500)
  })
})

describe('other staff', () => {
  it('customer service granted both stores reads both, an admin every store', async () => {
    for (const { user } of [bothService, admin]) {
      for (const collection of COLLECTIONS) {
        const ids = [french[collection], belgian[collection]]
        expect(await readable(collection, ids, user), collection).toEqual(ids.sort((a, b) => a - b))
      }
    }
    const { id } = await issuedCard(payload, { storeId: 52, balance: 5000 })
    for (const { token } of [bothService, admin]) {
      const answer = await cardAction(id, 'adjust', { amount: 100, reason: 'Geste' }, token)
      expect(answer.status).toBe(200)
    }
  })

  it('customer service granted no store is refused every list and document', async () => {
    for (const collection of COLLECTIONS) {
      const ids = [french[collection], belgian[collection]]
      await expect(readable(collection, ids, unassignedService.user), collection).rejects.toThrow(
        Forbidden,
      )
    }
  })
})

describe('the admin’s store selector', () => {
  it('narrows the commerce lists to the chosen store, nothing when none is chosen', async () => {
    const filterOf = (collection: (typeof COLLECTIONS)[number], cookie?: string) => {
      const { baseFilter } = payload.collections[collection].config.admin
      const headers = new Headers(cookie ? { cookie } : {})
      const req = { headers, payload, user: admin.user } as unknown as PayloadRequest
      return baseFilter!({ req, limit: 10, page: 1, sort: 'id' })
    }
    expect(await filterOf('orders')).toBeNull()
    const chosen = `payload-tenant=${storeRow[53]}`
    expect(await filterOf('orders', chosen)).toEqual({ storeId: { equals: 53 } })
    expect(await filterOf('card-ledger', chosen)).toEqual({ 'card.storeId': { equals: 53 } })
    const found = await payload.find({
      collection: 'payments',
      where: {
        and: [
          (await filterOf('payments', chosen))!,
          { id: { in: [french.payments, belgian.payments] } },
        ],
      },
      overrideAccess: false,
      user: admin.user,
    })
    expect(found.docs.map((doc) => doc.id)).toEqual([belgian.payments])
  })
})
