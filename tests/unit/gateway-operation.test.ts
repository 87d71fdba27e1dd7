import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { userDataSchema } from '@/commerce/domain/user-data'
import type { GatewayContext } from '@/commerce/gateway/context'
import type { GatewayError } from '@/commerce/services/errors'

// Bad input's messages write amounts as the store does: its settings, without a database here.
// Unit files share their worker's modules (vitest.config.ts): the mock takes a fresh graph.
vi.resetModules()
vi.doMock('@/commerce/services/store', () => ({
  cartSettings: async () => ({ currency: 'EUR', country: 'FR', timeZone: 'Europe/Paris' }),
}))
const { GENERIC_MESSAGE } = await import('@/commerce/services/errors')
const { operation } = await import('@/commerce/gateway/operation')
const { logger } = await import('@/server/logger')
const { metrics } = await import('@/server/metrics/registry')

const context = { storeId: 52 } as GatewayContext
const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }
const schema = z.object({ userData: userDataSchema, amount: z.number().int().min(1) })
type Doubled = { total: number | null; errors: GatewayError[] }
// GraphQL passes the resolver's field name; the metrics are labelled by it.
const doubler = (
  run: (input: z.infer<typeof schema>) => Promise<Doubled>,
  fieldName = 'double',
) => {
  const resolver = operation<typeof schema, Doubled>(schema, { total: null }, run)
  return (parent: null, raw: unknown, given: GatewayContext) =>
    resolver(parent, raw, given, { fieldName })
}

describe('a gateway operation', () => {
  it('runs with valid input and the store it serves', async () => {
    const resolve = doubler(async ({ amount }) => ({ total: amount * 2, errors: [] }))
    expect(await resolve(null, { userData, amount: 4 }, context)).toEqual({ total: 8, errors: [] })
  })

  it('answers invalid input with one error per parameter, named by its path', async () => {
    const run = vi.fn()
    const resolve = doubler(run)
    const answer = await resolve(
      null,
      { userData: { ...userData, countryCode: 'fr' }, amount: 0 },
      context,
    )
    expect(run).not.toHaveBeenCalled()
    expect(answer.total).toBeNull()
    expect(answer.errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([
      [1000, 'userData.countryCode'],
      [1000, 'amount'],
    ])
  })

  it('point 7: refuses a NUL or a lone surrogate in any string, naming it, before the schema', async () => {
    const run = vi.fn()
    const resolve = doubler(run)
    const answer = await resolve(
      null,
      {
        userData: { ...userData, language: 'nl', countryCode: 'F\u0000' },
        amount: 0,
        note: 'x\uDC00',
      },
      context,
    )
    expect(run).not.toHaveBeenCalled()
    expect(answer.errors).toEqual([
      {
        code: 1000,
        message: 'Dit veld bevat een teken dat niet is toegestaan.',
        referencedRequestParameter: 'userData.countryCode',
      },
      {
        code: 1000,
        message: 'Dit veld bevat een teken dat niet is toegestaan.',
        referencedRequestParameter: 'note',
      },
    ])
  })

  it('refuses another store’s userData', async () => {
    const resolve = doubler(vi.fn())
    const answer = await resolve(
      null,
      { userData: { ...userData, storeID: 53 }, amount: 1 },
      context,
    )
    expect(answer.errors).toEqual([
      {
        code: 1001,
        message: 'This gateway serves store 52',
        referencedRequestParameter: 'userData.storeID',
      },
    ])
  })

  it('turns any failure into the generic error -1, without internals', async () => {
    const logged = vi.spyOn(logger(), 'error').mockImplementation(() => {})
    const failure = new Error('connection refused at 10.0.0.3')
    const resolve = doubler(async () => {
      throw failure
    })
    const answer = await resolve(null, { userData, amount: 1 }, context)
    expect(answer).toEqual({
      total: null,
      errors: [{ code: -1, message: GENERIC_MESSAGE, referencedRequestParameter: null }],
    })
    // The internals go to the server's log only.
    expect(logged).toHaveBeenCalledWith({ err: failure }, 'Gateway operation failed')
    logged.mockRestore()
  })

  it('issue 36 point 8: times each call and counts its errors by field name and code', async () => {
    const fieldName = `double${Date.now()}`
    const resolve = doubler(async ({ amount }) => ({ total: amount * 2, errors: [] }), fieldName)
    await resolve(null, { userData, amount: 2 }, context)
    await resolve(null, { userData, amount: 0 }, context)
    await resolve(null, { userData: { ...userData, storeID: 53 }, amount: 1 }, context)

    const { gatewayOperations, gatewayErrors } = metrics()
    const calls = (await gatewayOperations.get()).values.find(
      (value) =>
        value.metricName === 'storefront_gateway_operation_duration_seconds_count' &&
        value.labels.operation === fieldName,
    )
    expect(calls?.value).toBe(3)
    const errors = (await gatewayErrors.get()).values.filter(
      (value) => value.labels.operation === fieldName,
    )
    expect(errors.map(({ labels, value }) => [labels.code, value])).toEqual([
      ['1000', 1],
      ['1001', 1],
    ])
  })
})
