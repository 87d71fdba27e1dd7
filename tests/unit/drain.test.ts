import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { closeAll, closeOnStop, isDraining } from '@/server/shutdown.mjs'

import { closeAfterDrain, drainable, drainSettings } from '../../scripts/lib/drain'

type Stop = { draining: boolean; closers: Map<string, unknown> }
// Unit files share their modules: the next file finds this process serving again.
afterEach(() => {
  const stop = (globalThis as { storefrontStop?: Stop }).storefrontStop!
  stop.draining = false
  stop.closers.clear()
})

/** A server like web-server.ts's: `/slow` answers once released, `/ready` tells the drain state. */
async function serverWith(settings: { delayMs: number; timeoutMs: number }) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const server = http.createServer((request, response) => {
    drain.track(response)
    if (request.url === '/slow') void released.then(() => response.end('slow'))
    else response.writeHead(isDraining() ? 503 : 200).end()
  })
  const drain = drainable(server, settings)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // Keep-alive, as a load balancer's connections are; `fresh` asks on a new connection.
  const kept = new http.Agent({ keepAlive: true })
  const get = (path: string, agent = kept) =>
    new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path, agent }, (response) => {
          response.resume()
          response.on('end', () =>
            resolve({ status: response.statusCode!, connection: response.headers.connection }),
          )
        })
        .on('error', reject)
    })
  return { drain, get, release, server }
}

const fresh = () => new http.Agent({ keepAlive: false })
const soon = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('issue 36 point 7: the stop settings', () => {
  it('default to 25 s for requests in flight and no delay; a delay never outlasts the timeout', () => {
    expect(drainSettings({})).toEqual({ delayMs: 0, timeoutMs: 25_000 })
    expect(drainSettings({ DRAIN_TIMEOUT_SECONDS: '10', DRAIN_DELAY_SECONDS: '2.5' })).toEqual({
      delayMs: 2500,
      timeoutMs: 10_000,
    })
    expect(drainSettings({ DRAIN_TIMEOUT_SECONDS: '3', DRAIN_DELAY_SECONDS: '5' }).delayMs).toBe(
      3000,
    )
  })

  it('refuse what is not a number of seconds, naming the setting', () => {
    for (const value of ['-1', 'soon', '1e9']) {
      expect(() => drainSettings({ DRAIN_TIMEOUT_SECONDS: value })).toThrow(/DRAIN_TIMEOUT_SECONDS/)
    }
  })
})

describe('issue 36 point 7: a stop drains the server', () => {
  it('readiness 503 at once, the request in flight ends, new connections are refused', async () => {
    const { drain, get, release } = await serverWith({ delayMs: 0, timeoutMs: 5_000 })
    expect((await get('/ready')).status).toBe(200)
    const slow = get('/slow')
    let answered = false
    void slow.then(() => (answered = true))
    let closedAfterAnswer: boolean | undefined
    closeOnStop('pool', async () => {
      closedAfterAnswer = answered
    })
    await soon()

    const drained = drain.drain()
    expect(isDraining()).toBe(true)
    await expect(get('/ready', fresh())).rejects.toThrow(/ECONNREFUSED/)
    release()
    // Its connection is not kept: server.close() would otherwise wait for the keep-alive timeout.
    expect(await slow).toEqual({ status: 200, connection: 'close' })
    expect(await drained).toBe(0)
    expect(await closeAfterDrain(async () => {})).toEqual([])
    expect(closedAfterAnswer).toBe(true)
  })

  it('keeps accepting for the delay, readiness answering 503', async () => {
    const { drain, get } = await serverWith({ delayMs: 300, timeoutMs: 5_000 })
    const drained = drain.drain()
    expect(await get('/ready')).toEqual({ status: 503, connection: 'close' })
    expect(await drained).toBe(0)
    await expect(get('/ready', fresh())).rejects.toThrow(/ECONNREFUSED/)
  })

  it('cuts the requests still running at the timeout', async () => {
    const { drain, get } = await serverWith({ delayMs: 0, timeoutMs: 200 })
    const slow = get('/slow')
    await soon()
    expect(await drain.drain()).toBe(1)
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/)
  })
})

describe('issue 36 point 7: the pools close once, bounded', () => {
  it('names those that failed or hung', async () => {
    const closed: string[] = []
    closeOnStop('postgres', async () => void closed.push('postgres'))
    closeOnStop('redis', () => Promise.reject(new Error('gone')))
    closeOnStop('hung', () => new Promise(() => {}))
    expect((await closeAll(100)).sort()).toEqual(['hung', 'redis'])
    expect(closed).toEqual(['postgres'])
  })
})
