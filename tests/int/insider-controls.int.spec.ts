import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sendDueCardMails } from '@/commerce/services/orders/card-mails'

import { readOutbox } from '../support/outbox'
import { auditOf, pendingOrder, restAs } from './audit-support'
import { cardAction, issuedCard } from './card-service-cards'
import { type Account, signedInAccounts } from './staff-accounts'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/insider-controls-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let admin: Account
let service: Account

beforeAll(async () => {
  payload = await getPayload({ config })
  const accounts = await signedInAccounts(payload, 'insider')
  admin = accounts.admin
  service = accounts.customerService
}, 120_000)

afterAll(async () => {
  await payload.destroy()
})

const statusOf = async (id: number) =>
  (
    await payload.db.pool.query<{ status: string; fraud_block: boolean }>(
      `SELECT status, fraud_block FROM gift_cards WHERE id = $1`,
      [id],
    )
  ).rows[0]!

describe('point 9: fraud blocks are lifted by admins only', () => {
  it('customer service blocks for fraud but cannot unblock; an admin can', async () => {
    const { id } = await issuedCard(payload)
    const block = { blocked: true, fraud: true, reason: 'Commande frauduleuse' }
    expect((await cardAction(id, 'status', block, service.token)).status).toBe(200)
    expect(await statusOf(id)).toEqual({ status: 'blocked', fraud_block: true })
    const lift = { blocked: false, reason: 'Le client a appelé' }
    const refused = await cardAction(id, 'status', lift, service.token)
    expect(refused).toEqual({
      status: 403,
      body: {
        error: 'Cette carte est bloquée pour fraude : seul un administrateur peut la débloquer.',
      },
    })
    expect(await statusOf(id)).toEqual({ status: 'blocked', fraud_block: true })
    expect((await cardAction(id, 'status', lift, admin.token)).status).toBe(200)
    expect(await statusOf(id)).toEqual({ status: 'active', fraud_block: false })
    expect((await auditOf(payload, 'gift-cards', id)).map((entry) => entry.changes)).toEqual([
      {
        status: { before: 'active', after: 'blocked' },
        fraudBlock: { before: false, after: true },
      },
      {
        status: { before: 'blocked', after: 'active' },
        fraudBlock: { before: true, after: false },
      },
    ])
  })

  it('an ordinary block is lifted by customer service; a blocked card can be marked fraud', async () => {
    const { id } = await issuedCard(payload)
    const block = { blocked: true, reason: 'Carte perdue' }
    await cardAction(id, 'status', block, service.token)
    await cardAction(id, 'status', { ...block, fraud: true, reason: 'Fraude' }, service.token)
    expect(await statusOf(id)).toEqual({ status: 'blocked', fraud_block: true })
    const { id: other } = await issuedCard(payload)
    await cardAction(other, 'status', block, service.token)
    expect(
      (await cardAction(other, 'status', { blocked: false, reason: 'Retrouvée' }, service.token))
        .status,
    ).toBe(200)
  })
})

describe("point 9: a card's secrets go to its receiver unless an admin says otherwise", () => {
  it('customer service cannot send them elsewhere; an admin can, with a reason, logged', async () => {
    const { id, orderId } = await issuedCard(payload, { email: 'ines@example.fr' })
    await sendDueCardMails(payload, orderId)
    const elsewhere = { to: 'thief@example.fr', reason: 'Le client le demande' }
    const refused = await cardAction(id, 'resend', elsewhere, service.token)
    expect(refused.status).toBe(403)
    expect(await cardAction(id, 'resend', { to: 'new@example.fr' }, admin.token)).toMatchObject({
      status: 400,
    })
    const fixed = { to: 'Ines.Martin@example.fr', reason: 'Adresse mal saisie par l’acheteur' }
    expect((await cardAction(id, 'resend', fixed, admin.token)).status).toBe(200)
    const mails = (await readOutbox(outbox)).map((mail) => mail.to.join())
    expect(mails.filter((to) => to.startsWith('ines')).sort()).toEqual([
      'ines.martin@example.fr',
      'ines@example.fr',
    ])
    expect(mails).not.toContain('thief@example.fr')
    expect(await auditOf(payload, 'gift-cards', id)).toMatchObject([
      {
        staffEmail: admin.user.email,
        action: 'resend',
        changes: { receiverEmail: { before: 'ines@example.fr', after: 'ines.martin@example.fr' } },
        reason: 'Adresse mal saisie par l’acheteur',
      },
    ])
  })

  it("the receiver's address is not edited in /admin, by admins either", async () => {
    const { id } = await issuedCard(payload, { email: 'paul@example.fr' })
    await restAs(admin, 'PATCH', `/gift-cards/${id}`, { receiverEmail: 'thief@example.fr' })
    const { rows } = await payload.db.pool.query(
      `SELECT receiver_email FROM gift_cards WHERE id = $1`,
      [id],
    )
    expect(rows).toEqual([{ receiver_email: 'paul@example.fr' }])
  })
})

describe('point 9: a paid order is not edited in /admin', () => {
  it('refuses a change of status or contents, and its deletion, with a translated message', async () => {
    const { orderId } = await issuedCard(payload)
    const status = await restAs(admin, 'PATCH', `/orders/${orderId}`, { status: 'CANCELED' })
    expect(status.status).toBe(403)
    expect(JSON.stringify(status.body)).toContain(
      'Cette commande est payée : son statut et son contenu ne peuvent plus être modifiés.',
    )
    const packages = await restAs(admin, 'PATCH', `/orders/${orderId}`, {
      packages: [],
      grandTotal: 1,
    })
    expect(packages.status).toBe(403)
    expect((await restAs(admin, 'DELETE', `/orders/${orderId}`)).status).toBe(403)
    const { rows } = await payload.db.pool.query(`SELECT status FROM orders WHERE id = $1`, [
      orderId,
    ])
    expect(rows).toEqual([{ status: 'COMPLETED' }])
    expect(await auditOf(payload, 'orders', orderId)).toEqual([])
  })

  it('a save that changes nothing passes; an unpaid order is still edited', async () => {
    const { orderId } = await issuedCard(payload)
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0 })
    expect((await restAs(admin, 'PATCH', `/orders/${orderId}`, order)).status).toBe(200)
    const pending = await pendingOrder(payload)
    expect(
      (await restAs(admin, 'PATCH', `/orders/${pending}`, { status: 'CANCELED' })).status,
    ).toBe(200)
  })
})

describe("point 9: each adjustment, and each day's, within the role's caps of the store", () => {
  const ledgerRows = async (id: number) =>
    (
      await payload.db.pool.query(
        `SELECT 1 FROM card_ledger WHERE card_id = $1 AND reason = 'adjustment'`,
        [id],
      )
    ).rowCount

  it('customer service: 50 € at once, 200 € a day, one at a time; admins go further', async () => {
    const { id } = await issuedCard(payload, { balance: 5000 })
    const adjust = (amount: number, account = service) =>
      cardAction(id, 'adjust', { amount, reason: 'Geste commercial' }, account.token)
    const once = await adjust(5001)
    expect(once.status).toBe(403)
    expect(once.body).toMatchObject({ cap: 'perAdjustment', limit: 5000 })
    expect(once.body.error).toMatch(/^Au-delà de votre plafond de 50\s€ par ajustement/)
    for (const amount of [5000, -5000, 5000]) expect((await adjust(amount)).status).toBe(200)
    // Two at once for the last 50 € of the day: one passes.
    const both = await Promise.all([adjust(5000), adjust(5000)])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 403])
    expect(both.find((answer) => answer.status === 403)!.body).toMatchObject({
      cap: 'perDay',
      limit: 20000,
      used: 20000,
    })
    expect(await ledgerRows(id)).toBe(4)
    expect(
      (await auditOf(payload, 'gift-cards', id)).filter((e) => e.action === 'adjust'),
    ).toHaveLength(4)
    expect((await adjust(-5001, admin)).status).toBe(200)
  })
})
