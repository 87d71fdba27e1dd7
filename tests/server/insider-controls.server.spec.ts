import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import type { ServerClient } from './support/client'
import { withDatabase } from './support/database'
import { storedCard } from './support/stored-cards'
import { signedInAs, signedInWith } from './support/staff'

const json = (method: string, body: object) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

type Entry = {
  id: number
  staffEmail: string
  target: string
  documentId: string
  action: string
  changes: Record<string, { before: unknown; after: unknown }>
  reason: string | null
}

let admin: ServerClient
let service: ServerClient
let serviceEmail: string

/**
 * Issue 35 point 9, against the built server. Customer service is an account of this file's own,
 * made by the run's admin (so its caps of the day are this file's alone); creating it is itself a
 * logged action on staff accounts.
 */
test.beforeAll(async () => {
  admin = await signedInAs('admin')
  serviceEmail = `insider-${randomUUID().slice(0, 8)}@example.com`
  const password = `Insider-${randomUUID()}`
  // Granted store 52, whose cards the tests act on (storedCard).
  const stores = await admin.fetch('/api/stores/?where[storeId][equals]=52&depth=0')
  const [store] = (stores.json as { docs: { id: number }[] }).docs
  const made = await admin.fetch(
    '/api/users/',
    json('POST', {
      email: serviceEmail,
      password,
      role: 'customerService',
      stores: [{ store: store!.id }],
    }),
  )
  expect(made.status).toBe(201)
  service = await signedInWith(serviceEmail, password)
})

/** The log's entries about a document, oldest first, as an admin reads them. */
async function logOf(target: string, id: number | string): Promise<Entry[]> {
  const query = new URLSearchParams({
    'where[target][equals]': target,
    'where[documentId][equals]': String(id),
    sort: 'createdAt',
    depth: '0',
  })
  const answer = await admin.fetch(`/api/audit-log/?${query}`)
  expect(answer.status).toBe(200)
  return (answer.json as { docs: Entry[] }).docs
}

const act = (client: ServerClient, cardId: number, action: string, body: object) =>
  client.fetch(`/api/gift-cards/${cardId}/${action}/`, json('POST', body))

test.describe('point 9: insider controls', () => {
  test('each card action leaves an entry: who, what, before and after, why', async () => {
    const { cardId } = await storedCard(5000, 'ines@example.fr')
    const actions = [
      ['adjust', { amount: 1000, reason: 'Geste commercial' }],
      ['status', { blocked: true, reason: 'Carte perdue' }],
      ['status', { blocked: false, reason: 'Carte retrouvée' }],
      ['resend', {}],
    ] as const
    for (const [action, body] of actions) {
      expect((await act(service, cardId, action, body)).status, action).toBe(200)
    }
    const entries = await logOf('gift-cards', cardId)
    expect(entries.map(({ staffEmail, action, reason }) => [staffEmail, action, reason])).toEqual([
      [serviceEmail, 'adjust', 'Geste commercial'],
      [serviceEmail, 'block', 'Carte perdue'],
      [serviceEmail, 'unblock', 'Carte retrouvée'],
      [serviceEmail, 'resend', null],
    ])
    expect(entries[0]!.changes).toEqual({ balance: { before: 5000, after: 6000 } })
    const me = (await service.fetch('/api/users/me/')).json as { user: { id: number } }
    const made = await logOf('users', me.user.id)
    expect(made).toMatchObject([
      { action: 'create', changes: { role: { after: 'customerService' } } },
    ])
    expect(JSON.stringify(made)).not.toMatch(/Insider-|pbkdf2/)
  })

  test('customer service cannot read the log; nobody changes or deletes an entry', async () => {
    expect((await service.fetch('/api/audit-log/?limit=1')).status).toBe(403)
    const [entry] = (
      (await admin.fetch('/api/audit-log/?limit=1&depth=0')).json as { docs: Entry[] }
    ).docs
    for (const client of [admin, service]) {
      const path = `/api/audit-log/${entry!.id}/`
      expect((await client.fetch(path, json('PATCH', { reason: 'effacé' }))).status).toBe(403)
      expect((await client.fetch(path, { method: 'DELETE' })).status).toBe(403)
    }
    const kept = await logOf(entry!.target, entry!.documentId)
    expect(kept.find(({ id }) => id === entry!.id)).toEqual(entry)
  })

  test("customer service's caps, per adjustment and per day; an admin makes what is above", async () => {
    const { cardId } = await storedCard(5000, 'marc@example.fr')
    const above = await act(service, cardId, 'adjust', { amount: 5001, reason: 'Geste' })
    expect(above.status).toBe(403)
    expect(above.json).toMatchObject({ cap: 'perAdjustment', limit: 5000 })
    expect((above.json as { error: string }).error).toMatch(/admin/)
    // 50 € at a time until the day's 200 € are used (earlier tests of this account count too).
    let refused: { status: number; json: unknown } | undefined
    for (let step = 0; step < 5 && !refused; step += 1) {
      const answer = await act(service, cardId, 'adjust', { amount: 5000, reason: 'Geste' })
      if (answer.status !== 200) refused = answer
    }
    expect(refused?.status).toBe(403)
    expect(refused?.json).toMatchObject({ cap: 'perDay', limit: 20000 })
    const made = await act(admin, cardId, 'adjust', {
      amount: 5000,
      reason: 'Accordé par un admin',
    })
    expect(made.status).toBe(200)
    const entries = await logOf('gift-cards', cardId)
    expect(entries.at(-1)).toMatchObject({ action: 'adjust', reason: 'Accordé par un admin' })
    const moved = entries
      .filter((entry) => entry.staffEmail === serviceEmail)
      .map(({ changes }) =>
        Math.abs(Number(changes.balance!.after) - Number(changes.balance!.before)),
      )
    expect(moved.reduce((sum, amount) => sum + amount, 0)).toBeLessThanOrEqual(20000)
  })

  test('fraud blocks are lifted by admins only; the secrets go elsewhere only by an admin', async () => {
    const { cardId } = await storedCard(5000, 'paul@example.fr')
    const fraud = { blocked: true, fraud: true, reason: 'Commande frauduleuse' }
    expect((await act(service, cardId, 'status', fraud)).status).toBe(200)
    const lift = { blocked: false, reason: 'Le client a appelé' }
    expect((await act(service, cardId, 'status', lift)).status).toBe(403)
    expect((await act(admin, cardId, 'status', lift)).status).toBe(200)
    const elsewhere = { to: 'autre@example.fr', reason: 'Demande par téléphone' }
    expect((await act(service, cardId, 'resend', elsewhere)).status).toBe(403)
    expect((await act(admin, cardId, 'resend', { to: 'autre@example.fr' })).status).toBe(400)
    const read = () => admin.fetch(`/api/gift-cards/${cardId}/?depth=0`)
    expect((await read()).json).toMatchObject({
      status: 'active',
      receiverEmail: 'paul@example.fr',
    })
    expect((await act(admin, cardId, 'resend', elsewhere)).status).toBe(200)
    expect((await read()).json).toMatchObject({ receiverEmail: 'autre@example.fr' })
    const entries = await logOf('gift-cards', cardId)
    expect(entries.map(({ action, staffEmail }) => [action, staffEmail])).toEqual([
      ['block', serviceEmail],
      ['unblock', process.env.ADMIN_EMAIL],
      ['resend', process.env.ADMIN_EMAIL],
    ])
    expect(entries[2]).toMatchObject({
      changes: { receiverEmail: { before: 'paul@example.fr', after: 'autre@example.fr' } },
      reason: 'Demande par téléphone',
    })
  })

  test('a paid order is not changed nor deleted in /admin', async () => {
    const { orderId } = await storedCard(2500, 'lea@example.fr')
    const path = `/api/orders/${orderId}/`
    const change = await admin.fetch(path, json('PATCH', { status: 'CANCELED' }))
    expect(change.status).toBe(403)
    expect(change.body).toContain('Cette commande est payée')
    const contents = await admin.fetch(path, json('PATCH', { packages: [], grandTotal: 1 }))
    expect(contents.status).toBe(403)
    expect((await admin.fetch(path, { method: 'DELETE' })).status).toBe(403)
    const { rows } = await withDatabase((db) =>
      db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]),
    )
    expect(rows).toEqual([{ status: 'COMPLETED' }])
  })
})
