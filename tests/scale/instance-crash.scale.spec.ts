import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { customAmountCard } from './support/catalogue'
import { type Purchase, browserShopper } from './support/checkout'
import { completedOnce, fulfilmentOf } from './support/fulfilment'
import { waitFor } from './support/process'
import { startTopology, type Topology } from './support/topology'

/*
 * Issue 21 point 7: 40 shoppers buy through nginx while instance B dies (SIGKILL) and comes back.
 */
const SHOPPERS = 40
let topology: Topology

beforeAll(async () => {
  topology = await startTopology({ instances: 2, worker: true, proxy: true, database: 'seeded' })
})
afterAll(async () => topology?.stop())

const placedOrders = async () =>
  (
    await topology.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE status <> 'cart'`,
    )
  )[0]!.n

describe('point 7: an instance killed under 40 shoppers', () => {
  it('every paid order is completed, its cards issued and mailed once; no cart lost', async () => {
    const product = await customAmountCard(topology)
    const before = await placedOrders()
    // Arrivals spread over 10 s, so that the kill finds shoppers at every step.
    const buying = Promise.allSettled(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 250))
        return browserShopper(topology.url, product).buy()
      }),
    )
    const b = topology.instances[1]!
    expect(await waitFor(async () => (await placedOrders()) - before >= 8, 300_000)).toBe(true)
    await b.kill()
    const killedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await b.start()
    console.log(`instance B killed, back after ${Date.now() - killedAt} ms`)

    const settled = await buying
    const failures = settled.flatMap((one) =>
      one.status === 'rejected' ? [String(one.reason)] : [],
    )
    expect(failures).toEqual([])
    const purchases = settled.map((one) => (one as PromiseFulfilledResult<Purchase>).value)
    const retries = purchases.reduce((sum, purchase) => sum + purchase.retries, 0)
    console.log(`${purchases.length} shoppers paid; ${retries} calls tried again after a 502`)

    const { finished, orders } = await fulfilmentOf(topology, purchases, 180_000)
    expect(orders).toEqual(purchases.map(completedOnce))
    expect(finished).toBe(true)
  })
})
