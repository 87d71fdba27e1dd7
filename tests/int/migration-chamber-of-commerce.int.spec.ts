import { randomUUID } from 'node:crypto'

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { down, up } from '@/migrations/20261129_203500_chamber_of_commerce_number'

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

describe('the chamber-of-commerce number migration', () => {
  it("keeps every number: the customers' column and the billing addresses orders hold", async () => {
    await client.query('BEGIN')
    try {
      await down(args)
      const email = `kvk-${randomUUID()}@exemple.fr`
      const customer = await client.query<{ id: number }>(
        `INSERT INTO customers (first_name, last_name, store_id, email, kvk_number)
         VALUES ('Camille', 'Martin', 52, $1, '732829320') RETURNING id`,
        [email],
      )
      const billing = { firstName: 'Camille', kvkNumber: '732829320', vatNumber: 'FR1' }
      const order = await client.query<{ id: number }>(
        `INSERT INTO orders (uuid, store_id, billing_address) VALUES ($1, 52, $2::jsonb) RETURNING id`,
        [randomUUID(), JSON.stringify(billing)],
      )
      await up(args)
      const stored = await client.query<{ number: string }>(
        'SELECT chamber_of_commerce_number AS number FROM customers WHERE id = $1',
        [customer.rows[0]!.id],
      )
      expect(stored.rows[0]?.number).toBe('732829320')
      const address = await client.query<{ billing: Record<string, unknown> }>(
        'SELECT billing_address AS billing FROM orders WHERE id = $1',
        [order.rows[0]!.id],
      )
      expect(address.rows[0]?.billing).toEqual({
        firstName: 'Camille',
        chamberOfCommerceNumber: '732829320',
        vatNumber: 'FR1',
      })
    } finally {
      await client.query('ROLLBACK')
    }
  })
})
