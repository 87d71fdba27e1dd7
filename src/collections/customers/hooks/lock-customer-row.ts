import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { type SQL, sql } from 'drizzle-orm'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

/** Runs a row-locking statement in the request's transaction (the lock lasts until it ends). */
async function lockInTransaction(req: PayloadRequest, statement: SQL): Promise<void> {
  const transactionID = await req.transactionID
  // Without a transaction a lock would end with its statement: there is nothing to hold.
  if (transactionID === undefined) return
  await (req.payload.db as unknown as PostgresAdapter).sessions[transactionID]?.db.execute(
    statement,
  )
}

/** Locks one customer's row until the request's transaction ends. */
export const lockCustomerRow = (req: PayloadRequest, id: number | string): Promise<void> =>
  lockInTransaction(req, sql`SELECT id FROM customers WHERE id = ${id} FOR UPDATE`)

/**
 * Payload writes a customer back whole (the address book included) from what it read at the start
 * of an update or a password reset: the row is locked first, inside the operation's transaction,
 * so a write that runs at the same time waits and then reads this one's result.
 */
export const lockCustomerBeforeWrite: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const { id, data } = args as { id?: number | string; data?: { token?: unknown } }
  if (operation === 'update' && id !== undefined) await lockCustomerRow(req, id)
  if (operation === 'resetPassword' && typeof data?.token === 'string') {
    await lockInTransaction(
      req,
      sql`SELECT id FROM customers WHERE reset_password_token = ${data.token} FOR UPDATE`,
    )
  }
  return args
}
