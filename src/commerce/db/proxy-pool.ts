import pg from 'pg'

let pool: pg.Pool | undefined

/**
 * The proxy's connection to Postgres: it is bundled apart from the app and cannot start Payload.
 * One connection at most per process for all its reads (hosts, landing pages), whatever the
 * request rate: their callers keep the answers.
 */
export const proxyPool = (connectionString: string): pg.Pool =>
  (pool ??= new pg.Pool({
    connectionString,
    max: 1,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 5_000,
  }))
