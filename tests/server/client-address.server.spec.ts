import { expect, test } from '@playwright/test'

import { ServerClient, someAddress } from './support/client'
import { startInstance } from './support/instance'

const CHALLENGES_PER_MINUTE = 60

/** Asks for captcha challenges (60 a minute per client) until refused: how many were given. */
async function challengesUntilRefused(client: ServerClient, forwardedFor: () => string) {
  for (let given = 0; given <= CHALLENGES_PER_MINUTE + 1; given++) {
    const { status } = await client.fetch('/api/captcha/challenge/', {
      headers: { 'x-forwarded-for': forwardedFor() },
    })
    if (status === 429) return given
    expect(status).toBe(200)
  }
  return Infinity
}

test.describe('point 6: client addresses come from the socket and TRUSTED_PROXIES', () => {
  test('behind one trusted hop, what the client writes left of it does not reset a limit', async () => {
    // The e2e server trusts one hop (TRUSTED_PROXIES=1): the right-most entry names the client.
    const client = new ServerClient()
    const given = await challengesUntilRefused(client, () => `${someAddress()}, ${client.address}`)
    expect(given).toBe(CHALLENGES_PER_MINUTE)
  })

  test('more than 10,000 other clients do not make the server forget a spent window', async () => {
    test.setTimeout(300_000)
    const spent = new ServerClient()
    const windowStart = Date.now()
    expect(await challengesUntilRefused(spent, () => spent.address)).toBe(CHALLENGES_PER_MINUTE)
    const others = Array.from(
      { length: 10_001 },
      (_, i) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
    )
    // The spent window must still refuse after every thousand others, as long as it lasts: on a
    // busy machine the 10,001 requests can outlast the minute, and then the window ends anyway.
    const inWindow = () => Date.now() - windowStart < 55_000
    let judged = 0
    for (let start = 0; start < others.length; start += 100) {
      await Promise.all(
        others
          .slice(start, start + 100)
          .map((address) => new ServerClient(address).fetch('/api/captcha/challenge/')),
      )
      const sent = Math.min(start + 100, others.length)
      if ((sent % 1_000 === 0 || sent === others.length) && inWindow()) {
        expect((await spent.fetch('/api/captcha/challenge/')).status, `after ${sent}`).toBe(429)
        judged = sent
      }
    }
    test.info().annotations.push({ type: 'judged', description: `refused after ${judged} others` })
    expect(judged, 'not even a thousand others fitted in the window').toBeGreaterThan(0)
  })

  test.describe('other instances of the app', () => {
    let untrusting: Awaited<ReturnType<typeof startInstance>>
    let loopbackProxy: Awaited<ReturnType<typeof startInstance>>
    test.beforeAll(async () => {
      ;[untrusting, loopbackProxy] = await Promise.all([
        startInstance({ TRUSTED_PROXIES: undefined }),
        // A proxy named by address (CIDR list form): the tests' own loopback connection.
        startInstance({ TRUSTED_PROXIES: '127.0.0.0/8, ::1' }),
      ])
      expect(untrusting.ready, untrusting.output()).toBe(true)
      expect(loopbackProxy.ready, loopbackProxy.output()).toBe(true)
    })
    test.afterAll(async () => Promise.all([untrusting?.stop(), loopbackProxy?.stop()]))

    test('with no trusted proxy (the default), the socket is the client whatever the header says', async () => {
      const client = new ServerClient(someAddress(), untrusting.url)
      // Every request claims another address; all come from this machine's socket, one client.
      const given = await challengesUntilRefused(client, someAddress)
      expect(given).toBeLessThanOrEqual(CHALLENGES_PER_MINUTE)
      for (let i = 0; i < 5; i++) {
        const again = await client.fetch('/api/captcha/challenge/', {
          headers: { 'x-forwarded-for': someAddress() },
        })
        expect(again.status).toBe(429)
      }
    })

    test('a limit spent on one instance holds on another (one shared store)', async () => {
      const address = someAddress()
      const onE2e = new ServerClient(address)
      expect(await challengesUntilRefused(onE2e, () => address)).toBe(CHALLENGES_PER_MINUTE)
      const onOther = new ServerClient(address, loopbackProxy.url)
      expect((await onOther.fetch('/api/captcha/challenge/')).status).toBe(429)
      const someoneElse = new ServerClient(someAddress(), loopbackProxy.url)
      expect((await someoneElse.fetch('/api/captcha/challenge/')).status).toBe(200)
    })
  })
})
