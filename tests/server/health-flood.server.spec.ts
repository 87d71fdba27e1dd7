import net from 'node:net'

import { expect, test } from '@playwright/test'

import { withDatabase } from './support/database'
import { startInstance } from './support/instance'

/** Connections of the instance under test only: other specs' servers share the database. */
const APPLICATION = `health-flood-${process.pid}`
const CLIENTS = 150
const FLOOD_MS = 3_000

/**
 * A TCP relay between the instance and Postgres, so the test can make the database stop
 * answering (`freeze`: what arrives is dropped) while the instance keeps running.
 */
async function databaseRelay(target: URL) {
  const sockets = new Set<net.Socket>()
  let frozen = false
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname)
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from)
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk)
      })
      from.on('error', () => to.destroy())
      from.on('close', () => to.destroy())
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(target)
  url.port = String((server.address() as net.AddressInfo).port)
  url.searchParams.set('application_name', APPLICATION)
  return {
    url: url.toString(),
    freeze: () => (frozen = true),
    close: () => {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

const connections = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [APPLICATION],
    )
    return Number(rows[0]!.count)
  })

test.describe('issue 35 point 3: a health flood costs the database nothing', () => {
  test.describe.configure({ mode: 'serial' })
  let relay: Awaited<ReturnType<typeof databaseRelay>>
  let instance: Awaited<ReturnType<typeof startInstance>>

  test.beforeAll(async () => {
    relay = await databaseRelay(new URL(process.env.DATABASE_URL!))
    // No jobs: their polling would use the pool too.
    instance = await startInstance({ DATABASE_URL: relay.url, JOBS: 'off' })
    expect(instance.ready, instance.output()).toBe(true)
  })
  test.afterAll(async () => {
    relay?.close()
    await instance?.stop()
  })

  test(`${CLIENTS} clients asking for ${FLOOD_MS / 1000} s: every answer 200, connections flat`, async () => {
    // Each route's code loads on its first request: not part of what is measured.
    expect((await fetch(`${instance.url}/api/health/`)).status).toBe(200)
    const before = await connections()
    const statuses: number[] = []
    const samples: number[] = []
    const deadline = Date.now() + FLOOD_MS
    const client = async () => {
      while (Date.now() < deadline) {
        const response = await fetch(`${instance.url}/api/health/`)
        await response.arrayBuffer()
        statuses.push(response.status)
      }
    }
    const sampler = async () => {
      while (Date.now() < deadline) {
        samples.push(await connections())
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    await Promise.all([sampler(), ...Array.from({ length: CLIENTS }, client)])

    // As many rounds as this machine allows: each client has had at least one answer.
    expect(statuses.length).toBeGreaterThanOrEqual(CLIENTS)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    // Answered from Payload's pool, one query at a time: a new connection per request held 99.
    expect(Math.max(...samples)).toBeLessThanOrEqual(Math.max(before, 1) + 1)
  })

  test('liveness and readiness answer as README "Health" says, never cached', async () => {
    const live = await fetch(`${instance.url}/api/health/live/`)
    expect(live.status).toBe(200)
    expect(live.headers.get('cache-control')).toBe('no-store')
    expect(await live.json()).toEqual({ status: 'ok' })

    for (const path of ['/api/health/ready/', '/api/health/']) {
      const ready = await fetch(`${instance.url}${path}`)
      expect(ready.status, path).toBe(200)
      expect(ready.headers.get('cache-control'), path).toBe('no-store')
      expect(await ready.json(), path).toEqual({
        status: 'ok',
        checks: {
          database: { status: 'ok', latencyMs: expect.any(Number) },
          migrations: { status: 'ok' },
        },
      })
    }
  })

  test('a database that stops answering: not ready within the timeout, still alive', async () => {
    relay.freeze()
    let ready: Response | undefined
    let tookMs = 0
    // The last shared answer stays ok for up to a second; then one check times out (2 s).
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline && ready?.status !== 503) {
      const startedAt = Date.now()
      ready = await fetch(`${instance.url}/api/health/ready/`)
      tookMs = Date.now() - startedAt
      if (ready.status !== 503) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(ready!.status).toBe(503)
    expect(tookMs).toBeLessThan(4_000)
    expect(await ready!.json()).toEqual({
      status: 'unavailable',
      checks: {
        database: { status: 'unavailable', latencyMs: expect.any(Number) },
        migrations: { status: 'ok' },
      },
    })
    const live = await fetch(`${instance.url}/api/health/live/`)
    expect(live.status).toBe(200)
  })
})
