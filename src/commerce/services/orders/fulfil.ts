import type { Payload } from 'payload'

import { fulfilActivationOrder } from '@/commerce/services/activation'
import { sendDueCardMails } from './card-mails'
import { issueOrderCards } from './issue'
import { CLAIM_MINUTES } from './mail-claim'
import { confirmationDue, sendOrderConfirmation } from './order-mails'

/**
 * Issues a paid order's cards, then mails the confirmation and the e-cards now due; a paid
 * activation loads its card instead. Every step is safe to repeat and to run beside another
 * process doing the same.
 */
export async function fulfilOrder(payload: Payload, orderId: number): Promise<number> {
  const activated = await fulfilActivationOrder(payload, orderId)
  if (activated !== null) return activated
  const cards = await issueOrderCards(payload, orderId)
  await sendOrderConfirmation(payload, orderId)
  await sendDueCardMails(payload, orderId)
  return cards
}

/**
 * The sweep: paid orders without their cards or confirmation (a process stopped between payment
 * and issuing, or between claiming the confirmation and sending it), then every e-card whose
 * scheduled moment has come. An order that fails is logged and left for the next sweep: it must
 * not stop the orders after it.
 */
export async function fulfilPaidOrders(payload: Payload): Promise<number> {
  // A confirmation claimed by a sender still within its claim is that sender's to send.
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `SELECT id FROM orders WHERE status = 'COMPLETED'
       AND (cards_issued_at IS NULL OR (${confirmationDue('$1')}))
     ORDER BY paid_at LIMIT 50`,
    [CLAIM_MINUTES],
  )
  for (const { id } of rows) {
    await fulfilOrder(payload, id).catch((error: unknown) =>
      payload.logger.error({ err: error }, `Fulfilling order ${id} failed`),
    )
  }
  await sendDueCardMails(payload, null)
  return rows.length
}
