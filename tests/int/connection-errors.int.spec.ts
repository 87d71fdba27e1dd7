import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload.destroy()
})

describe('a connection Postgres ends while it is in use', () => {
  it('is heard and written down: the process goes on', async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    const client = await payload.db.pool.connect()
    await client.query(`SET idle_in_transaction_session_timeout = '200ms'`)
    await client.query('BEGIN')
    // Left idle inside its transaction: Postgres ends the session. Unheard, its error would be an
    // uncaught exception (vitest fails the run on one).
    await expect
      .poll(() => warn.mock.calls.flat().join(' '), { timeout: 5_000 })
      .toMatch(/Postgres ended a connection: .*idle-in-transaction timeout/)
    client.release(true)
    warn.mockRestore()
  })
})
