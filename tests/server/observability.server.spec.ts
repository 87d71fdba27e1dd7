import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ERRORS, ServerClient } from './support/client'
import { startInstance } from './support/instance'
import { startOtlpReceiver } from './support/otlp-receiver'

const root = path.resolve(import.meta.dirname, '../..')
const productList = `query ProductList($userData: UserDataInput!) {
  productList(userData: $userData) { products { id } ${ERRORS} } }`

type LogLine = { level: number; msg: string; requestId?: string; operation?: string }

test.describe('issue 21 point 6: observability of the built server', () => {
  test.describe.configure({ mode: 'serial' })
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
  let instance: Awaited<ReturnType<typeof startInstance>>

  test.beforeAll(async () => {
    receiver = await startOtlpReceiver()
    // The image's server (standalone): what OpenTelemetry needs must have been traced into it.
    instance = await startInstance(
      {
        MEDIA_DIR: path.resolve(root, process.env.MEDIA_DIR ?? 'media'),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'storefront-under-test',
        // Each request's line too (scripts/lib/web-server.ts).
        LOG_LEVEL: 'debug',
      },
      'standalone',
    )
    expect(instance.ready, instance.output()).toBe(true)
  })
  test.afterAll(async () => {
    await instance?.stop()
    await receiver?.stop()
  })

  test('a gateway call answers its request id, which its log lines carry', async () => {
    const client = new ServerClient(undefined, instance.url)
    const sent = `proxy-${Date.now()}`
    const kept = await client.gatewayRaw(productList, {}, { 'x-request-id': sent })
    expect(kept.status).toBe(200)
    expect(kept.headers.get('x-request-id')).toBe(sent)
    const made = await client.gatewayRaw(productList, {}, { 'x-request-id': 'no spaces <here>' })
    const madeId = made.headers.get('x-request-id')
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/)

    await expect
      .poll(() => linesOf(instance.stdout()).filter((l) => l.requestId === madeId).length)
      .toBeGreaterThan(0)
    const call = linesOf(instance.stdout()).find(
      (l) => l.requestId === sent && l.msg === 'Gateway call',
    )
    expect(call, instance.stdout()).toMatchObject({ level: 30, status: 200 })
  })

  test('traces of pages and gateway calls reach the OTLP endpoint', async () => {
    const client = new ServerClient(undefined, instance.url)
    expect((await client.fetch('/')).status).toBe(200)
    expect((await client.gatewayRaw(productList)).status).toBe(200)
    // Spans leave in batches, every few seconds.
    await expect
      .poll(
        () =>
          receiver
            .spans()
            .map((span) => span.name)
            .join('\n'),
        { timeout: 30_000 },
      )
      .toMatch(/\/api\/gateway/)
    expect(receiver.posts()).toBeGreaterThan(0)
    expect(receiver.spans().every((span) => span.service === 'storefront-under-test')).toBe(true)
    expect(receiver.spans().some((span) => span.name.startsWith('GET '))).toBe(true)
  })

  test('issue 35 point 10: order and reset tokens reach neither the logs nor the traces', async () => {
    const client = new ServerClient(undefined, instance.url)
    const token = `leak-${Date.now()}`
    for (const path of [
      `/paiement/0b9c4e2a-1d7f-4f4e-9a63-1f0e4b8c2d11/?access=${token}`,
      `/api/orders/0b9c4e2a-1d7f-4f4e-9a63-1f0e4b8c2d11/invoice/?access=${token}`,
      `/compte/nouveau-mot-de-passe/?token=${token}`,
      `/admin/reset/${token}`,
    ]) {
      await client.fetch(path)
    }
    await expect
      .poll(() => receiver.bodies().match(/access=\[redacted\]/g)?.length ?? 0, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2)
    await expect
      .poll(() => instance.stdout().match(/reset\/\[redacted\]/g)?.length ?? 0)
      .toBeGreaterThan(0)
    expect(instance.stdout()).toContain('/compte/nouveau-mot-de-passe/?token=[redacted]')
    expect(instance.stdout()).not.toContain(token)
    expect(receiver.bodies()).not.toContain(token)
  })

  test('in production the server writes JSON lines only', () => {
    const lines = instance
      .stdout()
      .split('\n')
      .filter((line) => line.trim())
    expect(lines.length).toBeGreaterThan(0)
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    expect(linesOf(instance.stdout()).some((l) => l.msg.includes('Ready on'))).toBe(true)
  })
})

/** The JSON log lines of a process's output; other lines are left out (the last test counts them). */
function linesOf(stdout: string): LogLine[] {
  return stdout.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine]
    } catch {
      return []
    }
  })
}
