import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { checkCard, type CheckedCard } from '@/commerce/domain/cards/card-check'
import { sendDueCardMails } from '@/commerce/services/orders/card-mails'

import { readOutbox } from '../support/outbox'
import { cardAction, issuedCard, ledgerOf, type CardOptions } from './card-service-cards'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/card-service-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let staff: { id: number; token: string }
let customerToken: string

beforeAll(async () => {
  payload = await getPayload({ config })
  // Customer service acts on the cards of the stores it is granted: the cards here are store 52's.
  const { docs } = await payload.find({ collection: 'stores', where: { storeId: { equals: 52 } } })
  const user = await payload.create({
    collection: 'users',
    data: {
      email: 'service@example.fr',
      password: 'Service#2026',
      name: 'Sam',
      role: 'customerService',
      stores: [{ store: docs[0]!.id }],
    },
  })
  const login = await payload.login({
    collection: 'users',
    data: { email: 'service@example.fr', password: 'Service#2026' },
  })
  staff = { id: user.id, token: login.token! }
  await payload.create({
    collection: 'customers',
    data: {
      email: 'holder@example.fr',
      password: 'Holder#2026',
      firstName: 'Hélène',
      lastName: 'Martin',
      customerType: 'PRIVATE',
      storeId: 52,
    },
  })
  const customer = await payload.login({
    collection: 'customers',
    data: { email: 'holder@example.fr', password: 'Holder#2026' },
  })
  customerToken = customer.token!
}, 120_000)

afterAll(async () => {
  await payload.destroy()
})

/** A customer-service action as the service's staff member, unless another token is given. */
const act = (cardId: number, action: string, body: object, token: string | null = staff.token) =>
  cardAction(cardId, action, body, token)

const card = (options: Partial<CardOptions> = {}) => issuedCard(payload, options)

describe('adjusting a balance', () => {
  it('credits and debits through the ledger, with the reason and the staff member', async () => {
    const { id } = await card({ balance: 5000 })
    expect(await act(id, 'adjust', { amount: 1500, reason: 'Geste commercial' })).toMatchObject({
      status: 200,
      body: { balance: 6500 },
    })
    expect(await act(id, 'adjust', { amount: -2000, reason: 'Achat en magasin' })).toMatchObject({
      status: 200,
      body: { balance: 4500 },
    })
    const { balance, rows } = await ledgerOf(payload, id)
    expect(balance).toBe(4500)
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(4500)
    expect(rows.slice(1)).toEqual([
      expect.objectContaining({ amount: 1500, balance_after: 6500, note: 'Geste commercial' }),
      expect.objectContaining({ amount: -2000, balance_after: 4500, note: 'Achat en magasin' }),
    ])
    for (const row of rows.slice(1)) {
      expect(row).toMatchObject({ reason: 'adjustment', user_id: staff.id })
      expect(row.reference).toMatch(/^adjustment:[0-9a-f-]{36}$/)
    }
  })

  it('refuses to take a balance below zero, and writes nothing', async () => {
    const { id } = await card({ balance: 5000 })
    const refused = await act(id, 'adjust', { amount: -5001, reason: 'Trop' })
    expect(refused.status).toBe(422)
    expect(refused.body.error).toMatch(/sous zéro/)
    expect(await act(id, 'adjust', { amount: -5000, reason: 'Tout' })).toMatchObject({
      status: 200,
      body: { balance: 0 },
    })
    const { balance, rows } = await ledgerOf(payload, id)
    expect([balance, rows.length]).toEqual([0, 2])
  })

  it('wants a reason and a whole, non-zero amount', async () => {
    const { id } = await card({ balance: 5000 })
    for (const body of [
      { amount: 100 },
      { amount: 100, reason: '  ' },
      { amount: 0, reason: 'Rien' },
      { amount: 1.5, reason: 'Demi' },
      { amount: '100', reason: 'Texte' },
    ]) {
      const answer = await act(id, 'adjust', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error).toEqual(expect.any(String))
    }
    expect((await ledgerOf(payload, id)).balance).toBe(5000)
  })

  it('is for staff only: anyone else finds no such route', async () => {
    const { id } = await card({ balance: 5000 })
    const body = { amount: 1000, reason: 'Cadeau' }
    expect((await act(id, 'adjust', body, null)).status).toBe(404)
    expect((await act(id, 'adjust', body, customerToken)).status).toBe(404)
    expect((await act(id, 'status', { blocked: true, reason: 'x' }, null)).status).toBe(404)
    expect((await act(id, 'resend', {}, customerToken)).status).toBe(404)
    expect((await act(999_999_999, 'adjust', body)).status).toBe(404)
    const { balance, rows } = await ledgerOf(payload, id)
    expect([balance, rows.length]).toEqual([5000, 1])
  })
})

describe('blocking a card', () => {
  const today = new Date().toISOString().slice(0, 10)
  async function checked(id: number) {
    const { rows } = await payload.db.pool.query<CheckedCard>(
      `SELECT status, balance::int AS balance, to_char(expires_at, 'YYYY-MM-DD') AS "expiresAt",
         store_id::int AS "storeId" FROM gift_cards WHERE id = $1`,
      [id],
    )
    return checkCard(rows[0]!, { storeId: 52, today, mustPay: true })
  }

  it('turns the card check to blocked and back, keeping who did it and why', async () => {
    const { id } = await card({ balance: 5000 })
    expect(await checked(id)).toEqual({ ok: true })
    expect(await act(id, 'status', { blocked: true, reason: 'Carte volée' })).toMatchObject({
      status: 200,
      body: { status: 'blocked' },
    })
    expect(await checked(id)).toEqual({ ok: false, error: 'blocked' })
    expect((await act(id, 'status', { blocked: false, reason: 'Retrouvée' })).body.status).toBe(
      'active',
    )
    expect(await checked(id)).toEqual({ ok: true })
    const { balance, rows } = await ledgerOf(payload, id)
    expect(balance).toBe(5000)
    expect(rows.slice(1)).toEqual([
      expect.objectContaining({ amount: 0, reason: 'statusChange', note: 'Carte volée' }),
      expect.objectContaining({ amount: 0, reason: 'statusChange', note: 'Retrouvée' }),
    ])
    expect(rows.slice(1).map((row) => row.user_id)).toEqual([staff.id, staff.id])
    expect(rows[1]!.reference).toMatch(/^status:active->blocked:/)
    expect(rows[2]!.reference).toMatch(/^status:blocked->active:/)
  })

  it('gives a card blocked before its activation back unactivated', async () => {
    const { id } = await card({ balance: 0, status: 'notActivated' })
    await act(id, 'status', { blocked: true, reason: 'Fraude ?' })
    expect(await checked(id)).toEqual({ ok: false, error: 'blocked' })
    expect((await act(id, 'status', { blocked: false, reason: 'Vérifiée' })).body.status).toBe(
      'notActivated',
    )
    expect(await checked(id)).toEqual({ ok: false, error: 'notActivated' })
  })

  it('wants a reason', async () => {
    const { id } = await card({ balance: 5000 })
    expect((await act(id, 'status', { blocked: true })).status).toBe(400)
    expect(await checked(id)).toEqual({ ok: true })
  })
})

describe("resending a digital card's e-mail", () => {
  const mailsTo = async (address: string) =>
    (await readOutbox(outbox)).filter((mail) => mail.to.includes(address))

  it('puts a second e-mail with the same number and PIN in the outbox', async () => {
    const { id, orderId, number, pin } = await card({ balance: 3000, email: 'ines@example.fr' })
    expect(await sendDueCardMails(payload, orderId)).toBe(1)
    const answer = await act(id, 'resend', {})
    expect(answer).toMatchObject({ status: 200, body: { sent: true } })
    const mails = await mailsTo('ines@example.fr')
    expect(mails).toHaveLength(2)
    const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')
    for (const mail of mails) {
      expect(mail.text).toContain(spaced(number))
      expect(mail.text).toContain(pin)
    }
    // The sweep finds nothing more to send: the card went once per request.
    expect(await sendDueCardMails(payload, orderId)).toBe(0)
    expect(await mailsTo('ines@example.fr')).toHaveLength(2)
  })

  it('refuses a posted card and a card whose e-mail is still scheduled', async () => {
    const posted = await card({ balance: 3000, deliveryType: 'PHYSICAL' })
    expect((await act(posted.id, 'resend', {})).status).toBe(409)
    const later = await card({
      balance: 3000,
      email: 'noel@example.fr',
      deliverAt: new Date(Date.now() + 86_400_000),
    })
    const answer = await act(later.id, 'resend', {})
    expect(answer.status).toBe(409)
    expect(answer.body.error).toMatch(/programmée/)
    expect(await mailsTo('noel@example.fr')).toHaveLength(0)
  })
})
