import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLAIM_MINUTES } from '../../src/commerce/services/orders/mail-claim'
import { customAmountCard } from './support/catalogue'
import { browserShopper } from './support/checkout'
import { completedOnce, fulfilmentOf } from './support/fulfilment'
import { waitFor } from './support/process'
import { startTopology, type Topology } from './support/topology'

/*
 * Issue 21 point 7: the worker dies (SIGKILL) while it issues cards, and is started again.
 */
const ORDERS = 16
let topology: Topology

beforeAll(async () => {
  // The worker is started by the test, once the orders are paid and queued.
  topology = await startTopology({ instances: 1, worker: false, proxy: false, database: 'seeded' })
})
afterAll(async () => topology?.stop())

/** Of these orders: how many have their cards, and how many have every mail sent. */
async function progress(uuids: string[]) {
  const [row] = await topology.query<{ issued: number; done: number }>(
    `SELECT count(*) FILTER (WHERE o.cards_issued_at IS NOT NULL)::int AS issued,
       count(*) FILTER (WHERE o.confirmation_sent_at IS NOT NULL AND NOT EXISTS (SELECT 1
         FROM gift_cards c WHERE c.order_id = o.id AND c.mail_sent_at IS NULL)
         AND o.cards_issued_at IS NOT NULL)::int AS done
     FROM orders o WHERE o.uuid = ANY($1)`,
    [uuids],
  )
  return row!
}

describe('point 7: the worker killed mid-issuance', () => {
  it('started again, it issues what was left, nothing twice, and every order completes', async () => {
    const product = await customAmountCard(topology)
    const purchases = await Promise.all(
      Array.from({ length: ORDERS }, () => browserShopper(topology.url, product, 3).buy()),
    )
    const uuids = purchases.map((purchase) => purchase.uuid)
    // JOBS=off: the instance queued the issuing and ran none of it.
    expect(await progress(uuids)).toEqual({ issued: 0, done: 0 })

    await topology.worker.start()
    const started = await waitFor(async () => (await progress(uuids)).issued > 0, 120_000)
    await topology.worker.kill()
    const atKill = await progress(uuids)
    console.log(
      `worker killed with ${atKill.issued} of ${ORDERS} orders issued, ${atKill.done} done`,
    )
    expect(started).toBe(true)
    expect(atKill.done).toBeLessThan(ORDERS)

    // A mail the dead worker had claimed is held for CLAIM_MINUTES, then the sweep sends it:
    // the test moves those claims back by that time rather than waiting for it.
    const claims = await topology.query<{ n: number }>(
      `WITH orders_held AS (UPDATE orders SET confirmation_claimed_at = confirmation_claimed_at
           - make_interval(mins => $2) WHERE uuid = ANY($1) AND confirmation_sent_at IS NULL
           AND confirmation_claimed_at IS NOT NULL RETURNING 1),
         cards_held AS (UPDATE gift_cards c SET mail_claimed_at = mail_claimed_at
           - make_interval(mins => $2) FROM orders o WHERE o.id = c.order_id AND o.uuid = ANY($1)
           AND c.mail_sent_at IS NULL AND c.mail_claimed_at IS NOT NULL RETURNING 1)
       SELECT (SELECT count(*) FROM orders_held)::int + (SELECT count(*) FROM cards_held)::int AS n`,
      [uuids, CLAIM_MINUTES],
    )
    console.log(`${claims[0]!.n} mails claimed by the killed worker, now past their claim`)

    await topology.worker.start()
    // The restarted worker's sweep (every minute) takes over what the dead one left.
    const { finished, orders } = await fulfilmentOf(topology, purchases, 240_000)
    expect(orders).toEqual(purchases.map(completedOnce))
    expect(finished).toBe(true)
  })
})
