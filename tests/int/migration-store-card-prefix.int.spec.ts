import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { down, up } from '@/migrations/20261129_233120_store_card_prefix_sender_analytics'

let client: pg.Client
const dialect = new PgDialect()
// The migration's own functions, run on this client's transaction (so nothing outlives the test).
const args = {
  db: { execute: (query: SQL) => client.query(dialect.sqlToQuery(query).sql) },
} as unknown as MigrateUpArgs & MigrateDownArgs

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
})

afterAll(async () => {
  await client.end()
})

describe('the store card prefix migration', () => {
  it('gives the stores saved before it the prefix their cards had: 62804 and the store id', async () => {
    await client.query('BEGIN')
    try {
      await down(args)
      await up(args)
      const prefixes = await client.query<{ store_id: number; card_prefix: string }>(
        'SELECT store_id::int AS store_id, card_prefix FROM stores WHERE store_id IN (52, 53, 54) ORDER BY store_id',
      )
      expect(prefixes.rows).toEqual([
        { store_id: 52, card_prefix: '6280452' },
        { store_id: 53, card_prefix: '6280453' },
        { store_id: 54, card_prefix: '6280454' },
      ])
    } finally {
      await client.query('ROLLBACK')
    }
  })
})
