import type { Payload } from 'payload'

/** A connection of Payload's Postgres pool, held for one transaction. */
export type SqlClient = { query: Payload['db']['pool']['query']; release: () => void }

/** Runs `work` in one Postgres transaction on its own connection; rolls back if it throws. */
export async function inTransaction<T>(
  payload: Payload,
  work: (client: SqlClient) => Promise<T>,
): Promise<T> {
  const client: SqlClient = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
