import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let client: pg.Client

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
})

afterAll(async () => {
  await client.end()
})

describe('migrations', () => {
  it('are what made the schema: every committed migration is recorded as applied', async () => {
    const committed = fs
      .readdirSync(path.resolve('src/migrations'))
      .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
    const applied = await client.query<{ name: string; batch: number }>(
      'SELECT name, batch FROM payload_migrations ORDER BY name',
    )
    expect(applied.rows.map((row) => row.name)).toEqual(committed.sort())
    // batch -1 would mean a dev-mode schema push, which this project never does.
    expect(applied.rows.every((row) => row.batch > 0)).toBe(true)
  })

  it('created the tables of the collections', async () => {
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    const names = tables.rows.map((row) => row.table_name)
    expect(names).toEqual(
      expect.arrayContaining(['users', 'stores', 'media', 'payload_migrations']),
    )
  })
})
