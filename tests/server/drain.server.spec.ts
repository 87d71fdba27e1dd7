import http from 'node:http'

import { expect, test } from '@playwright/test'

import { startInstance } from './support/instance'

const productList = JSON.stringify({
  query: `query ($userData: UserDataInput!) { productList(userData: $userData) { products { id } } }`,
  variables: { userData: { language: 'fr', storeID: 52, countryCode: 'FR', redeemToken: null } },
})

/**
 * A gateway request whose body the client sends slowly (a shopper on a poor connection): in
 * flight from its first half on; `finish()` sends the rest and resolves with the answer.
 */
async function slowRequest(base: string) {
  const request = http.request(new URL('/api/gateway/', base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(productList),
      'x-store-id': '52',
    },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, body }))
    })
    request.on('error', reject)
  })
  const half = Math.floor(productList.length / 2)
  await new Promise((resolve) => request.write(productList.slice(0, half), resolve))
  return {
    finish: () => {
      request.end(productList.slice(half))
      return answer
    },
  }
}

/** A readiness or liveness status on a new connection, or 'refused' once the listener closed. */
const ask = (base: string, path: string) =>
  fetch(new URL(path, base), { headers: { connection: 'close' } }).then(
    (response) => response.status,
    () => 'refused' as const,
  )

/** The Keep-Alive header an answer carries (Node's fetch keeps it to itself). */
const keepAliveOf = (base: string) =>
  new Promise<string | undefined>((resolve, reject) => {
    http
      .get(new URL('/api/health/live/', base), (response) => {
        response.resume()
        resolve([response.headers['keep-alive']].flat()[0])
      })
      .on('error', reject)
  })

for (const server of ['standalone', 'project'] as const) {
  test.describe(`issue 36 point 7: the ${server} server drains on SIGTERM`, () => {
    let instance: Awaited<ReturnType<typeof startInstance>> | undefined
    test.afterAll(async () => instance?.stop())

    test('a request in flight ends with 200, readiness 503 then refused, exit 0 in time', async () => {
      // Two seconds of readiness 503 before the listener closes: long enough to see it here.
      instance = await startInstance({ DRAIN_DELAY_SECONDS: '2' }, server)
      expect(instance.ready, instance.output()).toBe(true)
      const { url } = instance
      // Above a load balancer's 60 s idle timeout: the balancer closes idle connections first.
      expect(await keepAliveOf(url)).toBe('timeout=65')

      const slow = await slowRequest(url)
      const signalledAt = Date.now()
      const stopped = instance.stop()
      const poll = { intervals: [50], timeout: 10_000 }
      await expect.poll(() => ask(url, '/api/health/ready/'), poll).toBe(503)
      // Still alive: nothing restarts it while it drains.
      expect(await ask(url, '/api/health/live/')).toBe(200)
      await expect.poll(() => ask(url, '/api/health/ready/'), poll).toBe('refused')

      const answer = await slow.finish()
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body).data.productList.products.length).toBeGreaterThan(0)
      await stopped
      expect(await instance.exited).toBe(0)
      // DRAIN_TIMEOUT_SECONDS' default bound, the pools' closing included.
      expect(Date.now() - signalledAt).toBeLessThan(25_000)
      const output = instance.output()
      expect(output).toContain('Stopped')
      expect(output).not.toContain('Did not close in time')
      expect(output).not.toContain('still running at the drain timeout')
    })
  })
}
