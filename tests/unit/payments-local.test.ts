import { describe, expect, it, vi } from 'vitest'

import { createLocalProvider } from '@/commerce/services/payments/local'
import type { LocalSession } from '@/commerce/domain/payments/local-session'
import type { LocalPaymentRepository } from '@/commerce/db/payment-repository'
import { SIGNATURE_HEADER, verifyWebhook } from '@/commerce/services/payments/signature'
import { logger } from '@/server/logger'
import type { PaymentStatus } from '@/commerce/domain/payments/payment-status'
import type { CreatePaymentInput } from '@/commerce/services/payments/types'

const secret = 's'.repeat(64)
const now = Date.UTC(2026, 10, 23, 16, 0, 0)

/** The payments rows as the order code leaves them: provider_data is the created session. */
function memoryRepository(): LocalPaymentRepository & { rows: Map<string, LocalSession> } {
  const rows = new Map<string, LocalSession>()
  return {
    rows,
    get: async (reference) => rows.get(reference) ?? null,
    async transition(reference, from: PaymentStatus, next) {
      if (rows.get(reference)?.status !== from) return false
      rows.set(reference, next)
      return true
    },
  }
}

type Sent = { url: string; body: string; signature: string | null }

function setup(answer: () => Promise<Response> = async () => new Response('{"ok":true}')) {
  const repository = memoryRepository()
  const sent: Sent[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    sent.push({
      url: String(url),
      body: String(init?.body),
      signature: headers.get(SIGNATURE_HEADER),
    })
    return answer()
  }) as unknown as typeof globalThis.fetch
  const provider = createLocalProvider({
    repository,
    secret,
    serverUrl: 'http://localhost:3000/',
    fetch,
    now: () => now,
  })
  return { repository, sent, provider }
}

const input: CreatePaymentInput = {
  orderUuid: '7f0c2b8e-5a1d-4e8b-9a60-3c2d1e4f5a6b',
  orderNumber: 'CC-2026-000123',
  amount: { currency: 'EUR', value: 2550 },
  method: 'creditcard',
  details: {},
  description: 'Commande CC-2026-000123',
  returnUrl: 'http://localhost:3000/paiement/7f0c2b8e-5a1d-4e8b-9a60-3c2d1e4f5a6b/',
  webhookUrl: 'http://localhost:3000/api/payments/webhook/local/',
  locale: 'fr',
  payerEmail: 'camille@example.fr',
}

/** createPayment, then the row the order code inserts with its provider_data. */
async function created(context: ReturnType<typeof setup>) {
  const payment = await context.provider.createPayment(input)
  context.repository.rows.set(payment.reference, payment.providerData as LocalSession)
  return payment
}

const webhookRequest = ({ body, signature }: Sent) =>
  new Request(input.webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature ?? '' },
    body,
  })

describe('local provider', () => {
  it('creates an open payment with its hosted page and keeps the session as provider data', async () => {
    const payment = await setup().provider.createPayment(input)
    expect(payment.reference).toMatch(/^loc_[A-Za-z0-9_-]{16}$/)
    expect(payment.redirectUrl).toBe(
      `http://localhost:3000/api/payments/local/${payment.reference}/`,
    )
    expect(payment.status).toBe('open')
    expect(payment.providerData).toEqual({
      amount: 2550,
      currency: 'EUR',
      orderNumber: 'CC-2026-000123',
      description: 'Commande CC-2026-000123',
      returnUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      locale: 'fr',
      method: 'creditcard',
      status: 'open',
      events: 0,
      card: null,
    })
  })

  it('records the payer choice and delivers a signed webhook the provider itself accepts', async () => {
    const context = setup()
    const { reference } = await created(context)
    const card = { brand: 'visa', last4: '7893' }
    const decision = await context.provider.decide(reference, {
      outcome: 'paid',
      method: 'creditcard',
      card,
    })
    expect(decision).toMatchObject({ result: 'decided', delivered: true })
    expect(context.repository.rows.get(reference)).toMatchObject({
      status: 'paid',
      events: 1,
      card,
    })

    expect(context.sent).toHaveLength(1)
    const [sent] = context.sent
    expect(sent!.url).toBe(input.webhookUrl)
    expect(JSON.parse(sent!.body)).toEqual({
      id: `${reference}:1`,
      reference,
      status: 'paid',
      method: 'creditcard',
    })
    expect(verifyWebhook(sent!.signature, sent!.body, secret, now)).toBe(true)
    expect(await context.provider.readWebhook(webhookRequest(sent!))).toEqual({
      eventId: `${reference}:1`,
      reference,
      status: 'paid',
      method: 'creditcard',
    })
    expect(await context.provider.fetchStatus(reference)).toEqual({
      eventId: `${reference}:1`,
      reference,
      status: 'paid',
      method: 'creditcard',
    })
  })

  it('decides a payment once, also when two choices arrive together', async () => {
    const context = setup()
    const { reference } = await created(context)
    const choice = { method: 'creditcard', card: null }
    const [first, second] = await Promise.all([
      context.provider.decide(reference, { ...choice, outcome: 'failed' }),
      context.provider.decide(reference, { ...choice, outcome: 'canceled' }),
    ])
    expect(first).toMatchObject({ result: 'decided' })
    expect(second).toMatchObject({ result: 'already-decided', session: { status: 'failed' } })
    const again = await context.provider.decide(reference, { ...choice, outcome: 'paid' })
    expect(again).toMatchObject({ result: 'already-decided' })
    expect(context.sent).toHaveLength(1)
    expect(
      await context.provider.decide('loc_unknown000000000', { ...choice, outcome: 'paid' }),
    ).toEqual({
      result: 'unknown',
    })
  })

  it('settles a pending transfer once, with a new event id', async () => {
    const context = setup()
    const { reference } = await created(context)
    await context.provider.decide(reference, {
      outcome: 'pending',
      method: 'banktransfer',
      card: null,
    })
    expect(await context.provider.settle(reference, 'paid')).toMatchObject({ result: 'decided' })
    expect(await context.provider.settle(reference, 'failed')).toMatchObject({
      result: 'already-decided',
      session: { status: 'paid' },
    })
    expect(context.sent.map(({ body }) => JSON.parse(body))).toEqual([
      { id: `${reference}:1`, reference, status: 'pending', method: 'banktransfer' },
      { id: `${reference}:2`, reference, status: 'paid', method: 'banktransfer' },
    ])
  })

  it('refuses to settle a payment that is not a pending transfer', async () => {
    const context = setup()
    const { reference } = await created(context)
    expect(await context.provider.settle(reference, 'paid')).toMatchObject({
      result: 'already-decided',
    })
    expect(context.sent).toHaveLength(0)
  })

  it('keeps the decision when the shop does not answer (it catches up with fetchStatus)', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {})
    const context = setup(async () => {
      throw new TypeError('fetch failed')
    })
    const { reference } = await created(context)
    const decision = await context.provider.decide(reference, {
      outcome: 'canceled',
      method: 'paypal',
      card: null,
    })
    expect(decision).toMatchObject({ result: 'decided', delivered: false })
    expect(warn).toHaveBeenCalledOnce()
    expect((await context.provider.fetchStatus(reference)).status).toBe('canceled')
    warn.mockRestore()
  })

  it('reads no webhook that is unsigned, tampered, stale or about an unknown payment', async () => {
    const context = setup()
    const { reference } = await created(context)
    await context.provider.decide(reference, { outcome: 'paid', method: 'creditcard', card: null })
    const [sent] = context.sent
    const read = (changes: Partial<Sent>) =>
      context.provider.readWebhook(webhookRequest({ ...sent!, ...changes }))
    expect(await read({ signature: null })).toBeNull()
    expect(await read({ body: sent!.body.replace('paid', 'failed') })).toBeNull()
    const stale = createLocalProvider({
      repository: context.repository,
      secret,
      serverUrl: '',
      now: () => now + 301_000,
    })
    expect(await stale.readWebhook(webhookRequest(sent!))).toBeNull()
    context.repository.rows.clear()
    expect(await read({})).toBeNull()
    await expect(context.provider.fetchStatus(reference)).rejects.toThrow()
  })
})
