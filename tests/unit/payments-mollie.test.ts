import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createMollieProvider } from '@/commerce/services/payments/mollie'
import type { CreatePaymentInput } from '@/commerce/services/payments/types'

/*
 * The official client sends its calls with node-fetch over node's https module. Every call is
 * redirected to a local server that answers with responses recorded from Mollie's test mode
 * (tests/fixtures/mollie) and keeps what was asked.
 */
const fixture = (name: string): string =>
  readFileSync(path.resolve(import.meta.dirname, '../fixtures/mollie', `${name}.json`), 'utf8')

type Call = { method: string; url: string; authorization?: string; body: unknown }
const calls: Call[] = []
/** The recorded response each payment id answers with on GET. */
const payments = new Map<string, string>()

const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    calls.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: body ? JSON.parse(body) : null,
    })
    const id = /^\/v2\/payments\/([^/?]+)/.exec(request.url ?? '')?.[1]
    const name = request.method === 'POST' ? 'payment-created-creditcard' : id && payments.get(id)
    response.writeHead(name ? (request.method === 'POST' ? 201 : 200) : 404, {
      'Content-Type': name ? 'application/hal+json' : 'application/problem+json',
    })
    response.end(fixture(name || 'error-not-found'))
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const plainRequest = http.request
  vi.spyOn(https, 'request').mockImplementation(((options: http.RequestOptions) => {
    expect(options.hostname).toBe('api.mollie.com')
    return plainRequest({
      ...options,
      protocol: 'http:',
      hostname: '127.0.0.1',
      host: '127.0.0.1',
      port,
      agent: undefined,
    })
  }) as typeof https.request)
})

afterAll(async () => {
  vi.restoreAllMocks()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  calls.length = 0
  payments.clear()
})

const provider = createMollieProvider({ apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' })

const input: CreatePaymentInput = {
  orderUuid: '7f0c2b8e-5a1d-4e8b-9a60-3c2d1e4f5a6b',
  orderNumber: 'CC-2026-000123',
  amount: { currency: 'EUR', value: 1234 },
  method: 'creditcard',
  details: {},
  description: 'Commande CC-2026-000123',
  returnUrl: 'http://localhost:3000/paiement/7f0c2b8e-5a1d-4e8b-9a60-3c2d1e4f5a6b/',
  webhookUrl: 'https://boutique.example/api/payments/webhook/mollie/',
  locale: 'fr',
  payerEmail: 'camille@example.fr',
}

const webhook = (body: string) =>
  new Request('https://boutique.example/api/payments/webhook/mollie/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })

describe('Mollie createPayment', () => {
  it('sends the amount as an exact two-decimal string, the method, the URLs and the order', async () => {
    const created = await provider.createPayment(input)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/payments',
      authorization: 'Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    })
    expect(calls[0]!.body).toEqual({
      amount: { currency: 'EUR', value: '12.34' },
      description: 'Commande CC-2026-000123',
      redirectUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      locale: 'fr_FR',
      metadata: { orderUuid: input.orderUuid },
      method: 'creditcard',
    })
    expect(created).toEqual({
      reference: 'tr_5B8cwPMGnU',
      redirectUrl: 'https://www.mollie.com/checkout/credit-card/embedded/5B8cwPMGnU',
      status: 'open',
    })
  })

  it('names the iDEAL bank as the issuer', async () => {
    await provider.createPayment({
      ...input,
      amount: { currency: 'EUR', value: 5 },
      method: 'ideal',
      details: { bankId: 'ideal_INGBNL2A' },
      locale: 'nl',
    })
    expect(calls[0]!.body).toMatchObject({
      amount: { currency: 'EUR', value: '0.05' },
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      locale: 'nl_NL',
    })
  })

  it('gives Mollie the payer e-mail for transfer instructions, and no method it does not know', async () => {
    await provider.createPayment({
      ...input,
      amount: { currency: 'EUR', value: 15000 },
      method: 'banktransfer',
    })
    expect(calls[0]!.body).toMatchObject({
      amount: { currency: 'EUR', value: '150.00' },
      method: 'banktransfer',
      billingEmail: 'camille@example.fr',
    })
    calls.length = 0
    await provider.createPayment({ ...input, method: 'cheque' })
    expect(calls[0]!.body).not.toHaveProperty('method')
    expect(calls[0]!.body).not.toHaveProperty('issuer')
  })
})

describe('Mollie webhook and status', () => {
  it.each([
    ['payment-open-banktransfer', 'tr_WDqYK6vllg', 'open', 'open', 'banktransfer'],
    ['payment-pending-banktransfer', 'tr_WDqYK6vllg', 'pending', 'pending', 'banktransfer'],
    ['payment-authorized-creditcard', 'tr_5B8cwPMGnU', 'authorized', 'pending', 'creditcard'],
    ['payment-paid-creditcard', 'tr_5B8cwPMGnU', 'paid', 'paid', 'creditcard'],
    ['payment-failed-creditcard', 'tr_Hq7Rz3yGd2', 'failed', 'failed', 'creditcard'],
    ['payment-canceled-paypal', 'tr_Eq8xzWUPA4', 'canceled', 'canceled', 'paypal'],
    ['payment-expired-ideal', 'tr_7UhSN1zuXS', 'expired', 'expired', 'ideal'],
  ])('%s: reads the status from the API', async (name, id, mollieStatus, status, method) => {
    payments.set(id, name)
    const expected = { eventId: `${id}:${mollieStatus}`, reference: id, status, method }
    expect(await provider.fetchStatus(id)).toEqual(expected)
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', url: `/v2/payments/${id}` })])
  })

  it('gives the same event id to a replay and a new one to a new status', async () => {
    payments.set('tr_WDqYK6vllg', 'payment-pending-banktransfer')
    const first = await provider.fetchStatus('tr_WDqYK6vllg')
    const replay = await provider.fetchStatus('tr_WDqYK6vllg')
    payments.set('tr_WDqYK6vllg', 'payment-open-banktransfer')
    const next = await provider.fetchStatus('tr_WDqYK6vllg')
    expect(replay.eventId).toBe(first.eventId)
    expect(next.eventId).not.toBe(first.eventId)
  })

  // The shop looks the id up (its own payments only, throttled) before Mollie is asked.
  it('reads a webhook as the id to look up, asking Mollie nothing', async () => {
    expect(await provider.readWebhook(webhook('id=tr_WDqYK6vllg'))).toEqual({
      lookUp: 'tr_WDqYK6vllg',
    })
    expect(await provider.readWebhook(webhook('id=../../customers'))).toBeNull()
    expect(await provider.readWebhook(webhook(''))).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('fails on a payment Mollie does not know', async () => {
    await expect(provider.fetchStatus('tr_unknown0000')).rejects.toThrow()
    expect(calls).toHaveLength(1)
  })
})
