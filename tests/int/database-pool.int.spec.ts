import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { appCommand as app } from '../support/app-command'

/*
 * Issue 36 point 9: the pool's size and Postgres's timeouts come from the settings and reach every
 * connection; migrating takes the direct URL, beside the pooled one the app uses.
 */
let payload: Payload

beforeAll(async () => {
  vi.stubEnv('DATABASE_POOL_SIZE', '3')
  vi.stubEnv('DATABASE_STATEMENT_TIMEOUT', '45678')
  vi.stubEnv('DATABASE_IDLE_TX_TIMEOUT', '56789')
  // The settings are read when the config loads: imported after the stubs.
  const [{ default: config }, { getPayload }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
  ])
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload.destroy()
  vi.unstubAllEnvs()
})

describe('point 9: Postgres at scale', () => {
  it('sizes the pool and opens its connections with both timeouts', async () => {
    const { pool } = payload.db
    expect(pool.options.max).toBe(3)
    const { rows } = await pool.query<{ statement: string; idle: string }>(
      `SELECT current_setting('statement_timeout') AS statement,
              current_setting('idle_in_transaction_session_timeout') AS idle`,
    )
    expect(rows).toEqual([{ statement: '45678ms', idle: '56789ms' }])
  })

  it('migrates through DATABASE_MIGRATE_URL when DATABASE_URL is a pooler', async () => {
    // Nothing answers at the pooled address: only the direct one can have served the migration.
    const run = await app(['migrate'], {
      DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/pooled',
      DATABASE_MIGRATE_URL: process.env.DATABASE_URL!,
    })
    expect(run.code, run.output).toBe(0)
  })
})
