import type { Payload } from 'payload'

import {
  PENDING_ORDER_HOURS,
  REMINDER_AFTER_MINUTES,
} from '@/commerce/domain/orders/pending-policy'
import { paymentReminderEmail } from '@/emails'
import { localizedPath } from '@/i18n/paths'
import { sendEmail } from '@/commerce/services/mail'

import { withOrderAccess } from './access-token'
import { absoluteUrl, MAIL_LOCALE } from './order-mails'
import { placedOrderOf } from './snapshot'
import { findPlacedOrderById } from '@/commerce/db/order-repository'

/**
 * Reminds, once, the buyers of orders whose payment was interrupted (not a bank transfer on its
 * way): the order is claimed by its stamp before the mail leaves.
 */
export async function remindInterruptedPayments(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `UPDATE orders o SET reminder_sent_at = now()
     WHERE o.status = 'PENDING' AND o.reminder_sent_at IS NULL
       AND o.placed_at < now() - make_interval(mins => $1)
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id
         AND p.status IN ('paid', 'pending'))
     RETURNING o.id`,
    [REMINDER_AFTER_MINUTES],
  )
  for (const { id } of rows) {
    const row = await findPlacedOrderById(payload, id)
    if (!row) continue
    const order = placedOrderOf(row)
    const path = localizedPath(MAIL_LOCALE, {
      pathname: '/checkout/[orderUuid]',
      params: { orderUuid: order.uuid },
    })
    const keptUntil = new Date(row.placed_at.getTime() + PENDING_ORDER_HOURS * 3_600_000)
    const mail = await paymentReminderEmail({
      order,
      payUrl: absoluteUrl(withOrderAccess(path, order.uuid)),
      keptUntil: keptUntil.toISOString(),
      locale: MAIL_LOCALE,
    })
    await sendEmail({ to: order.billingAddress.email, ...mail })
  }
  return rows.length
}
