import type { CollectionBeforeOperationHook } from 'payload'

import { lockCustomerByResetToken, lockCustomerRow } from '@/commerce/db/customer-lock-repository'

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
    await lockCustomerByResetToken(req, data.token)
  }
  return args
}
