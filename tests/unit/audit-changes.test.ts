import { describe, expect, it } from 'vitest'

import { changedFields, REDACTED } from '@/commerce/domain/staff/audit'

describe('changedFields', () => {
  it('keeps only the fields that changed, before and after', () => {
    const before = {
      id: 1,
      status: 'PENDING',
      email: 'a@example.fr',
      packages: [{ id: 'p', n: 1 }],
    }
    const after = { ...before, status: 'COMPLETED', updatedAt: '2026-11-29T10:00:00.000Z' }
    expect(changedFields(before, after)).toEqual({
      status: { before: 'PENDING', after: 'COMPLETED' },
    })
  })

  it('compares JSON by value whatever the order of its keys, null as absent', () => {
    const before = { fees: { a: 1, b: 2 }, note: null }
    expect(changedFields(before, { fees: { b: 2, a: 1 } })).toEqual({})
  })

  it('reads a populated related document as its id', () => {
    const populated = { id: 7, email: 'c@example.fr', createdAt: '2026-01-01' }
    expect(changedFields({ customer: 7 }, { customer: populated })).toEqual({})
    expect(changedFields({ customer: 6 }, { customer: populated })).toEqual({
      customer: { before: 6, after: 7 },
    })
  })

  it('reads related documents populated inside groups and arrays as their ids', () => {
    const page = { id: 3, title: 'Aide', createdAt: '2026-01-01' }
    const menu = (link: unknown) => ({ items: [{ id: 'row-1', link: { page: link } }] })
    expect(changedFields({ menu: menu(3) }, { menu: menu(page) })).toEqual({})
    expect(changedFields({ menu: menu(2) }, { menu: menu(page) })).toEqual({
      menu: { before: menu(2), after: menu(3) },
    })
  })

  it('never keeps a secret: hashes, PINs, tokens, passwords, nonces', () => {
    const before = { numberHash: 'a', pinHash: 'b', guestTokenHash: 'c', seedNonce: 0, salt: 's' }
    const after = { numberHash: 'x', pinHash: 'y', guestTokenHash: 'z', seedNonce: 1, salt: 't' }
    const changes = changedFields(before, after)
    expect(Object.keys(changes).sort()).toEqual(Object.keys(before).sort())
    for (const change of Object.values(changes)) {
      expect(change).toEqual({ before: REDACTED, after: REDACTED })
    }
  })

  it('a creation has nothing before, a deletion nothing after; joins are skipped', () => {
    const created = { role: 'editor', ledger: [1], sessions: [], collection: 'users' }
    expect(changedFields(null, created, ['ledger'])).toEqual({
      role: { before: null, after: 'editor' },
    })
    expect(changedFields({ role: 'editor', name: null }, null)).toEqual({
      role: { before: 'editor', after: null },
    })
  })

  it('only the fields of the version read last: hidden fields read before are not changes', () => {
    expect(changedFields({ hash: 'h', name: 'A' }, { name: 'A' })).toEqual({})
    expect(changedFields({ hash: 'h', name: 'A' }, { hash: undefined, name: 'A' })).toEqual({})
  })
})
