import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sendDueCardMails } from '@/commerce/services/orders/card-mails'

import { auditOf, pendingOrder, restAs } from './audit-support'
import { cardAction, issuedCard } from './card-service-cards'
import { type Account, signedInAccounts } from './staff-accounts'

// Before the config reads the environment: the resent e-mails land in this file's own outbox.
vi.hoisted(() => {
  process.env.MAIL_OUTBOX_DIR = `${process.env.TMPDIR ?? '/tmp'}/audit-log-outbox-${process.pid}`
})

let payload: Payload
let admin: Account
let service: Account

beforeAll(async () => {
  payload = await getPayload({ config })
  const accounts = await signedInAccounts(payload, 'audit')
  admin = accounts.admin
  service = accounts.customerService
}, 120_000)

afterAll(async () => {
  await payload.destroy()
})

const who = (account: Account) => ({
  staffId: account.user.id,
  staffEmail: account.user.email,
  staffRole: account.user.role,
})

describe('point 9: the card-service actions are logged in their own transaction', () => {
  it('adjust, block, unblock and resend each leave one entry: who, what, before, after, why', async () => {
    const { id, orderId } = await issuedCard(payload, { balance: 5000 })
    await sendDueCardMails(payload, orderId)
    const token = service.token
    await cardAction(id, 'adjust', { amount: -1200, reason: 'Achat en magasin' }, token)
    await cardAction(id, 'status', { blocked: true, reason: 'Carte perdue' }, token)
    await cardAction(id, 'status', { blocked: false, reason: 'Carte retrouvée' }, token)
    expect((await cardAction(id, 'resend', {}, token)).status).toBe(200)
    const entries = await auditOf(payload, 'gift-cards', id)
    expect(entries).toEqual([
      {
        ...who(service),
        action: 'adjust',
        changes: { balance: { before: 5000, after: 3800 } },
        reason: 'Achat en magasin',
      },
      {
        ...who(service),
        action: 'block',
        changes: { status: { before: 'active', after: 'blocked' } },
        reason: 'Carte perdue',
      },
      {
        ...who(service),
        action: 'unblock',
        changes: { status: { before: 'blocked', after: 'active' } },
        reason: 'Carte retrouvée',
      },
      { ...who(service), action: 'resend', changes: {}, reason: null },
    ])
  })

  it('a refused adjustment leaves no entry', async () => {
    const { id } = await issuedCard(payload, { balance: 500 })
    const refused = await cardAction(id, 'adjust', { amount: -600, reason: 'Trop' }, service.token)
    expect(refused.status).toBe(422)
    expect(await auditOf(payload, 'gift-cards', id)).toEqual([])
  })
})

describe("point 9: staff edits in /admin are logged; the shop's own writes are not", () => {
  it('an order changed by an admin: only the changed fields', async () => {
    const orderId = await pendingOrder(payload)
    const answer = await restAs(admin, 'PATCH', `/orders/${orderId}`, { email: 'x@example.fr' })
    expect(answer.status).toBe(200)
    expect(await auditOf(payload, 'orders', orderId)).toEqual([
      {
        ...who(admin),
        action: 'update',
        changes: { email: { before: null, after: 'x@example.fr' } },
        reason: null,
      },
    ])
    await payload.update({ collection: 'orders', id: orderId, data: { email: 'y@example.fr' } })
    expect(await auditOf(payload, 'orders', orderId)).toHaveLength(1)
  })

  it('customers created, changed and deleted by an admin, no password nor hash kept', async () => {
    const created = await restAs(admin, 'POST', '/customers', {
      email: 'audit-client@example.fr',
      password: 'Client#2026-secret',
      firstName: 'Anne',
      lastName: 'Leroy',
      customerType: 'PRIVATE',
      storeId: 52,
    })
    expect(created.status).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    await restAs(admin, 'PATCH', `/customers/${id}`, {
      lastName: 'Leroy-Martin',
      password: 'Client#2027-secret',
    })
    await restAs(admin, 'DELETE', `/customers/${id}`)
    const entries = await auditOf(payload, 'customers', id)
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete'])
    expect(entries[1]!.changes).toEqual({
      lastName: { before: 'Leroy', after: 'Leroy-Martin' },
      password: { before: '[redacted]', after: '[redacted]' },
    })
    expect(entries[2]!.changes).toMatchObject({ email: { before: 'audit-client@example.fr' } })
    const stored = JSON.stringify(entries)
    expect(stored).not.toMatch(/Client#202|"hash"|"salt"/)
    const { rows } = await payload.db.pool.query<{ hash: string }>(
      `SELECT hash FROM users WHERE email = $1`,
      [admin.user.email],
    )
    expect(stored).not.toContain(rows[0]!.hash)
  })

  it('staff accounts: creation, role change and deletion, with who did it', async () => {
    const created = await restAs(admin, 'POST', '/users', {
      email: 'audit-new-staff@example.fr',
      password: 'Staff#2026-secret',
      role: 'editor',
    })
    expect(created.status).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    await restAs(admin, 'PATCH', `/users/${id}`, { role: 'customerService' })
    await restAs(admin, 'DELETE', `/users/${id}`)
    const entries = await auditOf(payload, 'users', id)
    expect(entries.map((entry) => [entry.action, entry.staffEmail])).toEqual([
      ['create', admin.user.email],
      ['update', admin.user.email],
      ['delete', admin.user.email],
    ])
    expect(entries[0]!.changes).toMatchObject({
      role: { before: null, after: 'editor' },
      password: { before: '[redacted]', after: '[redacted]' },
    })
    expect(entries[1]!.changes).toEqual({ role: { before: 'editor', after: 'customerService' } })
    expect(JSON.stringify(entries)).not.toContain('Staff#2026')
  })

  it("the store's settings: an admin raising the staff's caps is logged, nothing else with it", async () => {
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: 52 } },
      depth: 0,
    })
    const store = docs[0]!
    const limits = store.staffLimits
    const raised = { ...limits, servicePerDay: limits.servicePerDay + 100 }
    // As /admin saves it: the whole document back, its relations populated.
    const { doc } = (await restAs(admin, 'GET', `/stores/${store.id}?depth=2`)).body as never
    const answer = await restAs(admin, 'PATCH', `/stores/${store.id}`, {
      ...(doc as object),
      staffLimits: raised,
    })
    await restAs(admin, 'PATCH', `/stores/${store.id}`, { staffLimits: limits })
    expect(answer.status).toBe(200)
    const entries = await auditOf(payload, 'stores', store.id)
    expect(entries.slice(-2)).toEqual([
      {
        ...who(admin),
        action: 'update',
        changes: { staffLimits: { before: limits, after: raised } },
        reason: null,
      },
      {
        ...who(admin),
        action: 'update',
        changes: { staffLimits: { before: raised, after: limits } },
        reason: null,
      },
    ])
  })
})

describe('point 9: the log is read by admins and changed by nobody', () => {
  it('admins read it; customer service and editors do not', async () => {
    expect((await restAs(admin, 'GET', '/audit-log?limit=1')).status).toBe(200)
    expect((await restAs(service, 'GET', '/audit-log?limit=1')).status).toBe(403)
  })

  it('no update nor delete, for admins either, nor through the Local API or SQL', async () => {
    const { id } = await issuedCard(payload)
    await cardAction(id, 'adjust', { amount: 100, reason: 'Geste' }, service.token)
    const { rows } = await payload.db.pool.query<{ id: number }>(
      `SELECT id FROM audit_log WHERE target = 'gift-cards' AND document_id = $1`,
      [String(id)],
    )
    const entry = rows[0]!.id
    expect((await restAs(admin, 'PATCH', `/audit-log/${entry}`, { reason: 'x' })).status).toBe(403)
    expect((await restAs(admin, 'DELETE', `/audit-log/${entry}`)).status).toBe(403)
    await expect(
      payload.update({ collection: 'audit-log', id: entry, data: { reason: 'x' } }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id: entry })).rejects.toThrow()
    await expect(
      payload.db.pool.query(`DELETE FROM audit_log WHERE id = $1`, [entry]),
    ).rejects.toThrow(/new entries only/)
    expect(await auditOf(payload, 'gift-cards', id)).toMatchObject([{ reason: 'Geste' }])
  })
})
