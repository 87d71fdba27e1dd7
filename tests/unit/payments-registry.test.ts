import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Picking a provider reads no table: the repository is queried only when a payment is decided.
const payload = {} as Payload

/** The registry with a fresh environment (serverEnv reads it once per module load). */
async function registry(env: Record<string, string | undefined>) {
  vi.resetModules()
  vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(40))
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const [payments, { serverEnv }] = await Promise.all([
    import('@/commerce/services/payments'),
    import('@/server/env'),
  ])
  return { ...payments, serverEnv }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('payment provider registry', () => {
  it('uses the local simulator without configuration', async () => {
    const { paymentProvider, simulatorActive, webhookProvider } = await registry({
      MOLLIE_API_KEY: undefined,
      PAYMENT_PROVIDER: undefined,
    })
    expect(paymentProvider(payload).id).toBe('local')
    expect(simulatorActive()).toBe(true)
    expect(webhookProvider(payload, 'local')?.id).toBe('local')
    expect(webhookProvider(payload, 'mollie')).toBeNull()
  })

  // Issue 35 point 10: a `loc_` payment left from before the switch completes nothing.
  it('uses Mollie when its key is set, and no longer hears the simulator', async () => {
    const { paymentProvider, simulatorActive, webhookProvider } = await registry({
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      PAYMENT_PROVIDER: undefined,
    })
    expect(paymentProvider(payload).id).toBe('mollie')
    expect(webhookProvider(payload, 'mollie')?.id).toBe('mollie')
    expect(webhookProvider(payload, 'local')).toBeNull()
    expect(simulatorActive()).toBe(false)
  })

  it('follows PAYMENT_PROVIDER, and refuses Mollie without its key', async () => {
    const forced = await registry({ MOLLIE_API_KEY: 'test_abc', PAYMENT_PROVIDER: 'local' })
    expect(forced.paymentProvider(payload).id).toBe('local')
    const keyless = await registry({ MOLLIE_API_KEY: undefined, PAYMENT_PROVIDER: 'mollie' })
    expect(() => keyless.paymentProvider(payload)).toThrow('MOLLIE_API_KEY')
  })

  it('derives a stable webhook secret from PAYLOAD_SECRET unless one is set', async () => {
    const derived = (await registry({ PAYMENT_WEBHOOK_SECRET: undefined })).serverEnv()
    const again = (await registry({ PAYMENT_WEBHOOK_SECRET: undefined })).serverEnv()
    expect(derived.PAYMENT_WEBHOOK_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(derived.PAYMENT_WEBHOOK_SECRET).toBe(again.PAYMENT_WEBHOOK_SECRET)
    expect(derived.PAYMENT_WEBHOOK_SECRET).not.toContain('p'.repeat(40))
    const set = (await registry({ PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32) })).serverEnv()
    expect(set.PAYMENT_WEBHOOK_SECRET).toBe('x'.repeat(32))
  })
})
