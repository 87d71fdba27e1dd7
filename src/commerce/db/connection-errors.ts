import type { Pool } from './pool'

type Listener = (error: Error) => void
type Client = { listeners(event: 'error'): unknown[]; on(event: 'error', listener: Listener): void }

/**
 * Lets the pool's connections end without ending the process. The pool hears the errors of its idle
 * connections only; one in use that Postgres ends (`idle_in_transaction_session_timeout`, a restart,
 * an operator's pg_terminate_backend) emits an `error` nobody hears, which Node turns into an
 * uncaught exception. The query running on it fails on its own; this only writes what happened.
 */
export function hearConnectionErrors(pool: Pool, warn: (message: string) => void): void {
  const heard: Listener = (error) => warn(`Postgres ended a connection: ${error.message}`)
  pool.on('error', () => undefined)
  pool.on('acquire', (client: Client) => {
    if (!client.listeners('error').includes(heard)) client.on('error', heard)
  })
}

type PoolInternals = { _clients: { release(): void }[]; _idle: { client: unknown }[] }

/** The pool's connections checked out now (node-postgres keeps no public list of them). */
export function checkedOutClients(pool: Pool): { release(): void }[] {
  const { _clients: clients, _idle: idle } = pool as unknown as PoolInternals
  return clients.filter((client) => !idle.some((entry) => entry.client === client))
}
