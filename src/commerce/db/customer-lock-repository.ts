import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { type SQL, sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

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

/** Locks the row of the customer a password reset token belongs to, as lockCustomerRow. */
export const lockCustomerByResetToken = (req: PayloadRequest, token: string): Promise<void> =>
  lockInTransaction(
    req,
    sql`SELECT id FROM customers WHERE reset_password_token = ${token} FOR UPDATE`,
  )
