import type { Payload } from 'payload'

import { BANK_TRANSFER_DAYS } from '@/commerce/domain/orders/pending-policy'
import { orderPendingEmail } from '@/emails'
import { sendEmail } from '@/commerce/services/mail'

import { storeContact, storeMail } from '@/commerce/services/store'

import { sendClaimed } from './mail-claim'
import { placedOrderOf } from './snapshot'
import { findPlacedOrderById } from '@/commerce/db/order-repository'
import { claimTransferMails, releaseTransferMail } from '@/commerce/db/transfer-mail-repository'

const DAY_MS = 86_400_000

/** One claimed order's instructions, in its language; false when the store has no account. */
async function sendInstructions(payload: Payload, orderId: number): Promise<boolean> {
  const row = await findPlacedOrderById(payload, orderId)
  if (!row) return false
  const { bankAccount } = await storeContact(payload, row.store_id)
  if (!bankAccount) {
    payload.logger.error(
      `Store ${row.store_id} has no bank account: order ${orderId}'s transfer mail waits`,
    )
    await releaseTransferMail(payload, orderId)
    return false
  }
  // The order waits for the transfer this long after the transfer was chosen (cancelStaleOrders).
  const since = row.payment_created_at ?? row.placed_at
  const store = await storeMail(payload, row.store_id)
  const mail = await orderPendingEmail({
    order: placedOrderOf(row),
    bankAccount,
    payBefore: new Date(since.getTime() + BANK_TRANSFER_DAYS * DAY_MS).toISOString(),
    locale: row.language,
    store,
  })
  await sendEmail({ from: store.sender, to: row.billing_address.email, ...mail })
  return true
}

/**
 * Sends, once, the bank details to the buyers whose transfer is on its way (of one order, or
 * all): the provider's notice sends them at once, the follow-up job whatever that missed. A mail
 * that fails gives its claim back for the next run.
 */
export async function sendTransferInstructions(
  payload: Payload,
  orderId: number | null,
): Promise<number> {
  const ids = await claimTransferMails(payload, orderId)
  return sendClaimed(payload, 'Transfer mail', ids, sendInstructions, releaseTransferMail)
}
