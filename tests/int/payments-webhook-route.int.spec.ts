import { beforeEach, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/payments/webhook/[provider]/route'
import type { PaymentNotification, PaymentProvider } from '@/commerce/services/payments/types'
import { logger } from '@/server/logger'

const notification: PaymentNotification = {
  eventId: 'loc_AAAAAAAAAAAAAAAA:1',
  reference: 'loc_AAAAAAAAAAAAAAAA',
  status: 'paid',
  method: 'creditcard',
}
const readWebhook = vi.fn<PaymentProvider['readWebhook']>()
const apply = vi.fn(async () => ({ applied: true }))

vi.mock('@/commerce/services/payments', () => ({
  webhookProvider: (_payload: unknown, id: string) =>
    id === 'local' ? { id: 'local', readWebhook } : null,
}))
vi.mock('@/commerce/services/orders/payment-events', () => ({
  applyPaymentNotification: (...args: unknown[]) => apply(...(args as [])),
}))

const call = (provider: string, address = '203.0.113.7') =>
  POST(
    new Request(`http://localhost:3000/api/payments/webhook/${provider}/`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      body: '{}',
    }),
    { params: Promise.resolve({ provider }) },
  )

beforeEach(() => {
  readWebhook.mockReset()
  apply.mockClear()
})

describe('POST /api/payments/webhook/<provider>/', () => {
  it('applies an authentic notification for the named provider', async () => {
    readWebhook.mockResolvedValue(notification)
    const response = await call('local')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(apply).toHaveBeenCalledWith(expect.anything(), 'local', notification)
  })

  it('answers 401 when the provider does not recognise the request', async () => {
    readWebhook.mockResolvedValue(null)
    expect((await call('local')).status).toBe(401)
    expect(apply).not.toHaveBeenCalled()
  })

  it('answers 404 for a provider that is not active', async () => {
    expect((await call('stripe')).status).toBe(404)
    expect(readWebhook).not.toHaveBeenCalled()
  })

  it('answers 500 without the reason when applying fails, so the provider retries', async () => {
    const error = vi.spyOn(logger(), 'error').mockImplementation(() => {})
    readWebhook.mockResolvedValue(notification)
    apply.mockRejectedValueOnce(new Error('relation "payments" does not exist'))
    const response = await call('local')
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('payments')
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  // The limit lives in Postgres (rate-limiter-flexible), shared by every instance.
  it('limits the calls of one address', async () => {
    readWebhook.mockResolvedValue(null)
    const statuses = new Set<number>()
    for (let i = 0; i < 301; i++) statuses.add((await call('local', '198.51.100.9')).status)
    expect(statuses).toEqual(new Set([401, 429]))
    expect((await call('local', '198.51.100.10')).status).toBe(401)
  })
})
