import type { Payload } from 'payload'

/** Payload's Postgres pool (node-postgres), the one way the repositories reach the database. */
export type Pool = Payload['db']['pool']

/** What runs a statement: the pool, or a transaction's client. */
export type Queryable = { query: Pool['query'] }

export const poolOf = (payload: Payload): Pool => payload.db.pool
