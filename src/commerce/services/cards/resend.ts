import type { Payload } from 'payload'

import { resendRefusal, type ResendRefusal } from '@/commerce/domain/cards/card-service'
import { sendDueCardMails } from '@/commerce/services/orders/card-mails'
import { CLAIM_MINUTES } from '@/commerce/services/orders/mail-claim'
import { inTransaction } from '@/commerce/db/transaction'

export type ResendOutcome = { ok: true; sent: boolean } | { ok: false; error: ResendRefusal }

type Prepared = { ok: true; orderId: number } | { ok: false; refusal: ResendRefusal }

type MailState = {
  order_id: number
  delivery_type: string
  receiver_email: string | null
  deliver_at: Date | null
  mail_claimed_at: Date | null
  mail_sent_at: Date | null
}

/**
 * Sends a digital card's e-mail again (number and PIN derived anew from its seed): its claim
 * and sent stamps are cleared, so the one sender of card mails takes it, now or at its next
 * sweep, and never twice. `sent` says whether it left during this call.
 */
export async function resendCardMail(payload: Payload, cardId: number): Promise<ResendOutcome> {
  const prepared = await inTransaction(payload, async (client): Promise<Prepared> => {
    const { rows } = await client.query<MailState>(
      `SELECT order_id, delivery_type, receiver_email, deliver_at, mail_claimed_at, mail_sent_at
       FROM gift_cards WHERE id = $1 FOR UPDATE`,
      [cardId],
    )
    const card = rows[0]!
    const refusal = resendRefusal(
      {
        deliveryType: card.delivery_type,
        receiverEmail: card.receiver_email,
        deliverAt: card.deliver_at,
        mailClaimedAt: card.mail_claimed_at,
        mailSentAt: card.mail_sent_at,
      },
      new Date(),
      CLAIM_MINUTES,
    )
    if (refusal) return { ok: false, refusal }
    await client.query(
      `UPDATE gift_cards SET mail_sent_at = NULL, mail_claimed_at = NULL, updated_at = now()
       WHERE id = $1`,
      [cardId],
    )
    return { ok: true, orderId: card.order_id }
  })
  if (!prepared.ok) return { ok: false, error: prepared.refusal }
  await sendDueCardMails(payload, prepared.orderId)
  const { rows } = await payload.db.pool.query<{ sent: boolean }>(
    `SELECT mail_sent_at IS NOT NULL AS sent FROM gift_cards WHERE id = $1`,
    [cardId],
  )
  return { ok: true, sent: rows[0]?.sent ?? false }
}
