/**
 * What reads the migrations' table: a client of its own, or Payload's pool. `query_timeout` is
 * node-postgres's own (its types omit it): a query past it fails, and the pool drops its connection.
 */
export type Queryable = {
  query(config: { text: string; query_timeout?: number }): Promise<{ rows: unknown[] }>
}

const UNDEFINED_TABLE = '42P01'

/**
 * Of the committed migrations' names, those this database has not recorded, in order (all of them
 * when empty). Apart from the migrations themselves, which import Payload's adapter: the image's
 * server.mjs checks from their names alone (scripts/standalone.ts writes them beside it).
 */
export async function pendingOf(
  names: readonly string[],
  db: Queryable,
  timeoutMs?: number,
): Promise<string[]> {
  const applied = await db
    .query({ text: 'SELECT name FROM payload_migrations', query_timeout: timeoutMs })
    .then(({ rows }) => new Set((rows as { name: string }[]).map((row) => row.name)))
    .catch((error: { code?: string }) => {
      if (error.code === UNDEFINED_TABLE) return new Set<string>()
      throw error
    })
  return names.filter((name) => !applied.has(name))
}
