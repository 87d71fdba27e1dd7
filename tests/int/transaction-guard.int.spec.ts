import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '@/commerce/db/transaction'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload.destroy()
})

const refused = /pool connection was asked for inside inTransaction/

describe('point 5: no second pool connection inside a transaction (development and tests)', () => {
  it('refuses a pool query and a Local API read from inside inTransaction', async () => {
    await expect(
      inTransaction(payload, async () => payload.db.pool.query('SELECT 1')),
    ).rejects.toThrow(refused)
    // Drizzle tells the failed query and keeps the pool's refusal as its cause.
    await expect(
      inTransaction(payload, async () =>
        payload.find({ collection: 'stores', limit: 1, depth: 0 }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(refused) } })
  })

  it('lets the transaction use its own client, and the pool serve everyone once it ended', async () => {
    const inside = await inTransaction(payload, async (client) => {
      const { rows } = await client.query<{ one: number }>('SELECT 1 AS one')
      return rows[0]!.one
    })
    expect(inside).toBe(1)
    const { rows } = await payload.db.pool.query<{ one: number }>('SELECT 1 AS one')
    expect(rows[0]!.one).toBe(1)
  })
})
