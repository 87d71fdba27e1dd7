import type { Block } from 'payload'

/**
 * A short table name for a block, under its parent's table: Postgres names stop at 63 characters,
 * and a fixed name would make every collection share (and mis-key) one table.
 */
export const blockTable =
  (short: string): NonNullable<Block['dbName']> =>
  ({ tableName }) =>
    `${tableName}_${short}`
