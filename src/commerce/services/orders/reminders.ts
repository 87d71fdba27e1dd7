import type { Payload } from 'payload'

import {
  PENDING_ORDER_HOURS,
  REMINDER_AFTER_MINUTES,
} from '@/commerce/domain/orders/pending-policy'
import { paymentReminderEmail } from '@/emails'
import { sendEmail } from '@/commerce/services/mail'
import { storeMail } from '@/commerce/services/store'

import { withOrderAccess } from './access-token'
import { sendClaimed } from './mail-claim'
import { storePageUrl } from './order-links'
import { placedOrderOf } from './snapshot'
import { findPlacedOrderById } from '@/commerce/db/order-repository'
import {
  claimPaymentReminders,
  releasePaymentReminder,
} from '@/commerce/db/pending-order-repository'

/** The reminder of one claimed order: the page that pays again, and how long the order waits. */
async function remind(payload: Payload, id: number): Promise<boolean> {
  const row = await findPlacedOrderById(payload, id)
  if (!row) return false
  const order = placedOrderOf(row)
  // The page that pays again: the checkout's, whatever the order's flow.
  const page = { pathname: '/checkout/[orderUuid]' as const, params: { orderUuid: order.uuid } }
  const url = await storePageUrl(payload, row.store_id, row.language, page)
  const keptUntil = new Date(row.placed_at.getTime() + PENDING_ORDER_HOURS * 3_600_000)
  const store = await storeMail(payload, row.store_id)
  const mail = await paymentReminderEmail({
    order,
    payUrl: withOrderAccess(url, order.uuid),
    keptUntil: keptUntil.toISOString(),
    locale: row.language,
    store,
  })
  await sendEmail({ from: store.sender, to: order.billingAddress.email, ...mail })
  return true
}

/**
 * Reminds, once, the buyers of orders whose payment was interrupted (not a bank transfer on its
 * way): the order is claimed by its stamp before the mail leaves. A reminder that fails gives its
 * claim back for the next run, and keeps neither the other reminders nor the rest of the job
 * (bank details, giving up stale orders) from running.
 */
export async function remindInterruptedPayments(payload: Payload): Promise<number> {
  const ids = await claimPaymentReminders(payload, REMINDER_AFTER_MINUTES)
  return sendClaimed(payload, 'Payment reminder', ids, remind, releasePaymentReminder)
}
