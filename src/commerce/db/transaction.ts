import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'

type Pool = Payload['db']['pool']

/** A connection of Payload's Postgres pool, held for one transaction. */
export type SqlClient = { query: Pool['query']; release: () => void }

// On globalThis: Next may bundle this module twice (the gateway route, the Payload config).
const shared = globalThis as typeof globalThis & { transactionScope?: AsyncLocalStorage<true> }
const inside = (shared.transactionScope ??= new AsyncLocalStorage<true>())

/**
 * Runs `work` in one Postgres transaction on its own connection; rolls back if it throws. `work`
 * uses `client` only: it may hold row locks, and asking the pool for a second connection then
 * can wait forever once the pool's other connections belong to transactions waiting for those
 * locks (see refuseConnectionsInTransactions).
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (client: SqlClient) => Promise<T>,
): Promise<T> {
  const client: SqlClient = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    const result = await inside.run(true, () => work(client))
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

type Connect = (callback?: (error: Error | undefined) => void) => unknown

/**
 * Development and tests: the pool refuses a connection asked for from inside inTransaction's
 * work (a Local API call or a pool query there, a cached read that missed), so the mistake fails
 * a test instead of stalling a busy server.
 */
export function refuseConnectionsInTransactions(pool: Pool): void {
  const connect = pool.connect.bind(pool) as Connect
  const guarded: Connect = (callback) => {
    if (!inside.getStore()) return connect(callback)
    const error = new Error(
      'A pool connection was asked for inside inTransaction: read it before the transaction, ' +
        'or use the transaction’s client',
    )
    if (!callback) return Promise.reject(error)
    callback(error)
  }
  pool.connect = guarded as Pool['connect']
}
