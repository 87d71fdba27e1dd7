import type { Payload } from 'payload'
import { vi } from 'vitest'

/**
 * A short Postgres outage seen from this process: once begun, the next `statements` run on
 * Payload's pool fail as they do while Postgres restarts, then it is back.
 */
export function postgresOutage(payload: Payload) {
  const pool = payload.db.pool
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  let left = 0
  let failed = 0
  const spy = vi.spyOn(pool, 'query').mockImplementation(((...args: unknown[]) => {
    if (left === 0) return query(...args)
    left--
    failed++
    return Promise.reject(new Error('Connection terminated unexpectedly'))
  }) as typeof pool.query)
  return {
    begin: (statements: number) => void (left = statements),
    failed: () => failed,
    end: () => spy.mockRestore(),
  }
}
