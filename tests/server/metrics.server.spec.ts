import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { type Sample, scrape, valueOf } from '../support/metrics-text'
import { ERRORS, ServerClient, serverUrl, userData } from './support/client'

// scripts/e2e.ts gives the server under test its METRICS_PORT.
const metricsUrl = `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`
const productList = `query ProductList($userData: UserDataInput!) {
  productList(userData: $userData) { products { id } ${ERRORS} } }`

const REQUESTS = 'storefront_http_request_duration_seconds_count'
const OPERATIONS = 'storefront_gateway_operation_duration_seconds_count'

/** The sum of the samples of `name` whose labels include `labels`. */
const total = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([label, value]) => s.labels[label] === value))
    .reduce((sum, s) => sum + s.value, 0)

test.describe('issue 36 point 8: the built server’s metrics, on their own port', () => {
  test('requests count by route pattern and status, gateway operations by name and error code, refusals by limit', async () => {
    expect(process.env.METRICS_PORT, 'scripts/e2e.ts sets METRICS_PORT').toBeTruthy()
    const before = await scrape(metricsUrl)
    const client = new ServerClient()
    const probe = `/metrics-probe-${randomUUID()}/`

    // Past the answers' cache: the resolver runs each time.
    const bypass = { 'x-bypass-cache': '1' }
    expect((await client.gatewayRaw(productList, {}, bypass)).status).toBe(200)
    const elsewhere = { userData: { ...userData, storeID: 53 } }
    expect((await client.gatewayRaw(productList, elsewhere, bypass)).status).toBe(200)
    expect((await client.fetch('/')).status).toBe(200)
    await client.fetch(probe)
    // The preview link's limit (30 a minute per address): the 31st look is refused.
    const preview = `/api/preview/?path=/&secret=${randomUUID()}`
    const statuses = []
    for (let i = 0; i < 31; i++) statuses.push((await client.fetch(preview)).status)
    expect(statuses.at(-1)).toBe(429)

    const text = await (await fetch(metricsUrl)).text()
    const after = await scrape(metricsUrl)
    // At least: the other specs share the server.
    const moved = (name: string, labels: Record<string, string>) =>
      total(after, name, labels) - total(before, name, labels)

    expect(
      moved(REQUESTS, { route: '/api/gateway', method: 'POST', status: '200' }),
    ).toBeGreaterThanOrEqual(2)
    expect(
      moved(REQUESTS, { route: '/api/preview', method: 'GET', status: '429' }),
    ).toBeGreaterThanOrEqual(1)
    expect(moved(OPERATIONS, { operation: 'productList' })).toBeGreaterThanOrEqual(2)
    const wrongStore = { operation: 'productList', code: '1001' }
    expect(moved('storefront_gateway_errors_total', wrongStore)).toBeGreaterThanOrEqual(1)
    expect(
      moved('storefront_rate_limit_refusals_total', { limit: 'preview' }),
    ).toBeGreaterThanOrEqual(1)
    // Pages by the pattern Next matched, never by the path asked for.
    const routes = new Set(after.filter((s) => s.name === REQUESTS).map((s) => s.labels.route))
    expect([...routes].some((route) => route?.startsWith('/[store]/[locale]'))).toBe(true)
    expect(text).not.toContain('metrics-probe')
    expect(valueOf(after, 'storefront_db_pool_connections')).toBeGreaterThan(0)
  })

  test('the shop’s own port serves no metrics, and the metrics port nothing else', async () => {
    const onShop = await fetch(`${serverUrl}/metrics`)
    expect(await onShop.text()).not.toContain('storefront_http_request_duration_seconds')
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404)
  })
})
