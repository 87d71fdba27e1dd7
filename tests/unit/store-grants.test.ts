import type { Access, PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

// Stores rows 1, 2, 3 are the stores 52, 53, 54 (the one read of stores the helper makes).
// Unit files share their worker's modules (vitest.config.ts): the mock takes a fresh graph.
vi.resetModules()
vi.doMock('@/commerce/services/store', () => ({
  storeIdsByRow: async () => ({ 1: 52, 2: 53, 3: 54 }),
}))
const { inGrantedStores, selectedStoreFilter, storeScopedAccess } =
  await import('@/access/store-grants')

const staff = (role: string, rows: number[]) => ({
  collection: 'users',
  role,
  stores: rows.map((store) => ({ store })),
})
const request = (user: unknown, cookie?: string) =>
  ({ user, payload: {}, headers: new Headers(cookie ? { cookie } : {}) }) as PayloadRequest
const ask = (access: Access, user: unknown) => access({ req: request(user) })

describe('issue 38 point 2: access narrowed to the granted stores', () => {
  const everyone: Access = () => true

  it('narrows staff to their grants’ business ids, on the path given', async () => {
    expect(await ask(inGrantedStores(everyone, 'storeId'), staff('customerService', [2]))).toEqual({
      storeId: { in: [53] },
    })
    const both = staff('editor', [1, 2])
    expect(await ask(inGrantedStores(everyone, 'order.storeId'), both)).toEqual({
      'order.storeId': { in: [52, 53] },
    })
  })

  it('keeps the role’s own answer: a refusal stays one, a query is joined', async () => {
    const service = staff('customerService', [2])
    expect(
      await ask(
        inGrantedStores(() => false, 'storeId'),
        service,
      ),
    ).toBe(false)
    const own: Access = () => ({ status: { equals: 'paid' } })
    expect(await ask(inGrantedStores(own, 'storeId'), service)).toEqual({
      and: [{ status: { equals: 'paid' } }, { storeId: { in: [53] } }],
    })
  })

  it('leaves admins every store, refuses staff granted none and anyone else', async () => {
    expect(await ask(inGrantedStores(everyone, 'storeId'), staff('admin', []))).toBe(true)
    expect(await ask(inGrantedStores(everyone, 'storeId'), staff('customerService', []))).toBe(
      false,
    )
    // A grant of a store row that is gone grants nothing.
    expect(await ask(inGrantedStores(everyone, 'storeId'), staff('editor', [9]))).toBe(false)
    const customer = { collection: 'customers', stores: [{ store: 1 }] }
    expect(await ask(inGrantedStores(everyone, 'storeId'), customer)).toBe(false)
    expect(await ask(inGrantedStores(everyone, 'storeId'), null)).toBe(false)
  })

  it('wraps a collection’s reads, updates and deletes, not its creates', async () => {
    const scoped = storeScopedAccess('card.storeId', {
      read: everyone,
      create: everyone,
      update: everyone,
    })
    const service = staff('customerService', [3])
    for (const operation of ['read', 'update'] as const) {
      expect(await ask(scoped[operation]!, service)).toEqual({ 'card.storeId': { in: [54] } })
    }
    expect(await ask(scoped.create!, service)).toBe(true)
    expect(scoped.delete).toBeUndefined()
  })
})

describe('the admin’s store selector', () => {
  const filter = selectedStoreFilter('storeId')
  const list = (cookie?: string) =>
    filter({ req: request(staff('admin', []), cookie), limit: 10, page: 1, sort: 'id' })

  it('narrows a list to the chosen store, not without a choice nor with an unknown one', async () => {
    expect(await list('payload-tenant=2')).toEqual({ storeId: { equals: 53 } })
    expect(await list()).toBeNull()
    expect(await list('payload-tenant=9')).toBeNull()
  })
})
