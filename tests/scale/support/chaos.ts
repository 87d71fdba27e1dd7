import { randomUUID } from 'node:crypto'

import { ERRORS, ServerClient } from '../../server/support/client'
import { waitFor } from './process'

/** A read that needs the database: an order's status by its uuid (one that does not exist). */
const ORDER_STATUS = `query($userData: UserDataInput!, $uuid: ID!) {
  placedOrder(userData: $userData, uuid: $uuid) { orderStatus { status } ${ERRORS} } }`
const GENERIC = /something went wrong/i

/** One answer seen while a part was down: how long it took, whether it failed, and clearly. */
export type Seen = { what: string; ms: number; failed: boolean; clear: boolean }

type Errors = { data?: { placedOrder?: { errors: { code: number; message: string }[] } } }

async function timed(what: string, call: () => Promise<{ failed: boolean; clear: boolean }>) {
  const started = Date.now()
  const outcome = await call().catch(() => ({ failed: true, clear: false }))
  return { what, ms: Date.now() - started, ...outcome }
}

/** The health check and a database read on one instance, each judged as a shopper reads it. */
async function probe(url: string): Promise<Seen[]> {
  const client = new ServerClient(undefined, url)
  const signal = () => AbortSignal.timeout(15_000)
  return Promise.all([
    timed(`${url} health`, async () => {
      const { status } = await client.fetch('/api/health/', { signal: signal() })
      return { failed: status !== 200, clear: status === 200 || status === 503 }
    }),
    timed(`${url} placedOrder`, async () => {
      const answer = await client.gatewayRaw(ORDER_STATUS, { uuid: randomUUID() }, {}, signal())
      const errors = (answer.json as Errors | null)?.data?.placedOrder?.errors
      if (!errors) return { failed: true, clear: answer.status === 503 }
      const unforeseen = errors.filter((error) => error.code === -1)
      return {
        failed: unforeseen.length > 0,
        clear: unforeseen.every((error) => GENERIC.test(error.message)),
      }
    }),
  ])
}

/** Probes every instance each 250 ms until `stop()`, which answers all that was seen. */
export function probeWhile(urls: string[]) {
  const seen: Seen[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      seen.push(...(await Promise.all(urls.map(probe))).flat())
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return seen
    },
  }
}

/** When every instance answered its health check and a database read again (epoch ms). */
export async function recoveredWithin(urls: string[], timeoutMs = 60_000): Promise<number> {
  const healthy = async () =>
    (await Promise.all(urls.map(probe))).flat().every((answer) => !answer.failed)
  if (!(await waitFor(healthy, timeoutMs))) throw new Error('The instances did not recover')
  return Date.now()
}
