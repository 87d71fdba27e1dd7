import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import type { ServerClient } from './support/client'
import { withDatabase } from './support/database'
import { signedInAs, signedInWith } from './support/staff'
import { storedCard } from './support/stored-cards'

/*
 * Issue 38 point 2 on the built server: a customer-service account granted CBBE only, signed in
 * by Payload's REST login, reads none of CBFR's customers, orders, cards, payments and ledger
 * rows (REST, /admin's lists and search; GraphQL has none of them) and acts on no CBFR card;
 * CBBE's it reads and acts on.
 */
const COLLECTIONS = ['customers', 'orders', 'gift-cards', 'payments', 'card-ledger'] as const
type Collection = (typeof COLLECTIONS)[number]
type StoreDocuments = Record<Collection, number> & { orderNumber: string }

const tag = randomUUID().slice(0, 8)
const PASSWORD = `Service-${tag}-password`
const json = (method: string, body: object) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const docsOf = (body: unknown) =>
  (body as { docs: { id: number }[] }).docs.map((doc) => doc.id).sort((a, b) => a - b)

let admin: ServerClient
let service: ServerClient
let serviceId: number
const rowOf: Record<number, number> = {}
const documents: Record<number, StoreDocuments> = {}

/** A store's customer (made by the admin), paid order, card, ledger row and payment. */
async function storeDocuments(storeId: number): Promise<StoreDocuments> {
  const customer = await admin.fetch(
    '/api/customers/?depth=0',
    json('POST', {
      email: `shopper-${tag}-${storeId}@example.fr`,
      password: PASSWORD,
      firstName: 'Inès',
      lastName: 'Peeters',
      customerType: 'PRIVATE',
      storeId,
    }),
  )
  expect(customer.status, customer.body).toBe(201)
  const { cardId, orderId, orderNumber } = await storedCard(
    5000,
    `holder-${tag}@example.fr`,
    storeId,
  )
  return withDatabase(async (db) => {
    const payment = await db.query<{ id: number }>(
      `INSERT INTO payments (order_id, provider, reference, amount, currency, status)
       VALUES ($1, 'local', $2, 5000, 'EUR', 'paid') RETURNING id`,
      [orderId, `service-${tag}-${storeId}`],
    )
    const ledger = await db.query<{ id: number }>('SELECT id FROM card_ledger WHERE card_id = $1', [
      cardId,
    ])
    return {
      customers: (customer.json as { doc: { id: number } }).doc.id,
      orders: orderId,
      'gift-cards': cardId,
      payments: payment.rows[0]!.id,
      'card-ledger': ledger.rows[0]!.id,
      orderNumber,
    }
  })
}

test.beforeAll(async () => {
  admin = await signedInAs('admin')
  const stores = await admin.fetch('/api/stores/?where[storeId][in]=52,53&depth=0')
  for (const { id, storeId } of (stores.json as { docs: { id: number; storeId: number }[] }).docs)
    rowOf[storeId] = id
  const email = `service-${tag}@example.fr`
  const made = await admin.fetch(
    '/api/users/?depth=0',
    json('POST', {
      email,
      password: PASSWORD,
      name: 'Service CBBE',
      role: 'customerService',
      stores: [{ store: rowOf[53] }],
    }),
  )
  expect(made.status, made.body).toBe(201)
  serviceId = (made.json as { doc: { id: number } }).doc.id
  service = await signedInWith(email, PASSWORD)
  documents[52] = await storeDocuments(52)
  documents[53] = await storeDocuments(53)
})

test.afterAll(async () => {
  for (const path of [
    `/api/users/${serviceId}/`,
    ...[52, 53].map((storeId) => `/api/customers/${documents[storeId]?.customers}/`),
  ])
    await admin.fetch(path, { method: 'DELETE' })
})

const both = (collection: Collection) => [documents[52]![collection], documents[53]![collection]]

test('REST: CBBE customer service reads none of CBFR’s shopper data, all of CBBE’s', async () => {
  for (const collection of COLLECTIONS) {
    const ids = both(collection).join(',')
    const listed = await service.fetch(`/api/${collection}/?where[id][in]=${ids}&depth=0`)
    expect(listed.status, collection).toBe(200)
    expect(docsOf(listed.json), collection).toEqual([documents[53]![collection]])
    const counted = await service.fetch(`/api/${collection}/count/?where[id][in]=${ids}`)
    expect(counted.json, collection).toEqual({ totalDocs: 1 })
    const french = await service.fetch(`/api/${collection}/${documents[52]![collection]}/`)
    expect(french.status, collection).toBe(404)
    const own = await service.fetch(`/api/${collection}/${documents[53]![collection]}/?depth=0`)
    expect(own.status, collection).toBe(200)
    const everything = await admin.fetch(`/api/${collection}/?where[id][in]=${ids}&depth=0`)
    expect(docsOf(everything.json), collection).toEqual(both(collection).sort((a, b) => a - b))
  }
  // Nor through a relationship: CBFR's cards by their order.
  const byOrder = await service.fetch(
    `/api/gift-cards/?where[order][equals]=${documents[52]!.orders}`,
  )
  expect(docsOf(byOrder.json)).toEqual([])
})

test('REST: CBBE customer service acts on CBBE’s cards only, CBFR’s answered as missing', async () => {
  const adjust = json('POST', { amount: 100, reason: 'Geste commercial' })
  const missing = await service.fetch('/api/gift-cards/999999999/adjust/', adjust)
  expect(missing.status).toBe(404)
  for (const action of ['adjust', 'status', 'resend']) {
    const body = action === 'status' ? { blocked: true, reason: 'Perdue' } : { reason: 'x' }
    const answer = await service.fetch(
      `/api/gift-cards/${documents[52]!['gift-cards']}/${action}/`,
      json('POST', action === 'adjust' ? { amount: 100, reason: 'Geste' } : body),
    )
    expect([answer.status, answer.json], action).toEqual([404, missing.json])
  }
  const balance = await admin.fetch(`/api/gift-cards/${documents[52]!['gift-cards']}/?depth=0`)
  expect((balance.json as { balance: number }).balance).toBe(5000)
  const own = await service.fetch(`/api/gift-cards/${documents[53]!['gift-cards']}/adjust/`, adjust)
  expect(own.status, own.body).toBe(200)
})

test('/admin: the orders list and its search show CBFR’s orders to nobody but its staff', async () => {
  /** Whether /admin's list of orders, searched for a store's order number, links to that order. */
  const finds = async (client: ServerClient, storeId: number) => {
    const { orderNumber, orders: id } = documents[storeId]!
    const list = await client.fetch(`/admin/collections/orders/?search=${orderNumber}`)
    expect(list.status).toBe(200)
    return new RegExp(`/admin/collections/orders/${id}(?!\\d)`).test(list.body)
  }
  expect(await finds(service, 52)).toBe(false)
  expect(await finds(service, 53)).toBe(true)
  // The admin works in the store chosen in the selector: CBFR, then CBBE.
  admin.jar.set('payload-tenant', String(rowOf[52]))
  expect(await finds(admin, 52)).toBe(true)
  admin.jar.set('payload-tenant', String(rowOf[53]))
  expect(await finds(admin, 52)).toBe(false)
  expect(await finds(admin, 53)).toBe(true)
})

test('GraphQL: none of the shopper data is there, for CBBE customer service either', async () => {
  for (const query of [
    `{ Orders(where: { id: { equals: ${documents[52]!.orders} } }) { docs { id } } }`,
    `{ GiftCard(id: ${documents[52]!['gift-cards']}) { id } }`,
    '{ Customers { docs { email } } }',
  ]) {
    const answer = await service.fetch('/api/graphql/', json('POST', { query }))
    const { data, errors } = answer.json as { data?: unknown; errors?: { message: string }[] }
    expect(data ?? null, query).toBeNull()
    expect(errors?.[0]?.message, query).toMatch(/Cannot query field/)
  }
})
