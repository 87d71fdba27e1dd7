import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLocalProvider } from '@/commerce/services/payments/local'
import { paymentRepository } from '@/commerce/db/payment-repository'

/*
 * The simulator's SQL on a real Postgres. The `payments` table belongs to the orders code and its
 * migration; this test shadows it with a temporary table of the same columns on one connection,
 * so it runs with or without that table and leaves the database as it found it.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
const payload = { db: { pool } } as unknown as Payload

beforeAll(async () => {
  await pool.query(`CREATE TEMP TABLE payments (
    id serial PRIMARY KEY,
    order_id integer,
    provider varchar NOT NULL,
    reference varchar NOT NULL UNIQUE,
    method varchar,
    amount integer NOT NULL,
    currency varchar NOT NULL,
    status varchar NOT NULL,
    redirect_url varchar,
    provider_data jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`)
})

afterAll(async () => {
  await pool.end()
})

const delivered: string[] = []
const provider = createLocalProvider({
  repository: paymentRepository(payload),
  secret: 'i'.repeat(64),
  serverUrl: 'http://localhost:3000',
  fetch: (async (_url: string, init: RequestInit) => {
    delivered.push(String(init.body))
    return new Response('{"ok":true}')
  }) as unknown as typeof fetch,
})

/** createPayment, then the INSERT the order code makes with its result. */
async function insertedPayment(method: string) {
  const payment = await provider.createPayment({
    orderUuid: '7f0c2b8e-5a1d-4e8b-9a60-3c2d1e4f5a6b',
    orderNumber: 'CC-2026-000123',
    amount: { currency: 'EUR', value: 4200 },
    method,
    details: {},
    description: 'Commande CC-2026-000123',
    returnUrl: 'http://localhost:3000/paiement/7f0c2b8e/',
    webhookUrl: 'http://localhost:3000/api/payments/webhook/local/',
    locale: 'fr',
    payerEmail: 'camille@example.fr',
  })
  await pool.query(
    `INSERT INTO payments (provider, reference, method, amount, currency, status, redirect_url, provider_data)
     VALUES ('local', $1, $2, 4200, 'EUR', $3, $4, $5::jsonb)`,
    [
      payment.reference,
      method,
      payment.status,
      payment.redirectUrl,
      JSON.stringify(payment.providerData),
    ],
  )
  return payment.reference
}

describe('local provider on the payments table', () => {
  it('reads the session the order code stored and decides it once', async () => {
    const reference = await insertedPayment('creditcard')
    expect(await provider.session(reference)).toMatchObject({
      status: 'open',
      amount: 4200,
      events: 0,
    })
    const card = { brand: 'visa', last4: '7893' }
    expect(
      await provider.decide(reference, { outcome: 'paid', method: 'creditcard', card }),
    ).toMatchObject({
      result: 'decided',
    })
    expect(
      await provider.decide(reference, { outcome: 'failed', method: 'creditcard', card: null }),
    ).toMatchObject({
      result: 'already-decided',
      session: { status: 'paid', card },
    })
    const { rows } = await pool.query(`SELECT provider_data FROM payments WHERE reference = $1`, [
      reference,
    ])
    expect(rows[0].provider_data).toMatchObject({ status: 'paid', events: 1, card })
    expect(await provider.fetchStatus(reference)).toEqual({
      eventId: `${reference}:1`,
      reference,
      status: 'paid',
      method: 'creditcard',
    })
  })

  it('settles a pending transfer with a second event', async () => {
    delivered.length = 0
    const reference = await insertedPayment('banktransfer')
    await provider.decide(reference, { outcome: 'pending', method: 'banktransfer', card: null })
    await provider.settle(reference, 'failed')
    expect(delivered.map((body) => JSON.parse(body).id)).toEqual([
      `${reference}:1`,
      `${reference}:2`,
    ])
    expect((await provider.fetchStatus(reference)).status).toBe('failed')
  })

  it('knows only its own payments', async () => {
    await pool.query(
      `INSERT INTO payments (provider, reference, amount, currency, status, provider_data)
       VALUES ('mollie', 'tr_5B8cwPMGnU', 1234, 'EUR', 'open', '{}'::jsonb)`,
    )
    expect(await provider.session('tr_5B8cwPMGnU')).toBeNull()
    expect(await provider.session('loc_AAAAAAAAAAAAAAAA')).toBeNull()
  })
})
