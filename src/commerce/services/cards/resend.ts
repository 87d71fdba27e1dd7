import type { Payload } from 'payload'

import { resendRefusal, type ResendRefusal } from '@/commerce/domain/cards/card-service'
import type { Actor } from '@/commerce/domain/staff/audit'
import { sendDueCardMails } from '@/commerce/services/orders/card-mails'
import { CLAIM_MINUTES } from '@/commerce/services/orders/mail-claim'
import { insertAuditEntry } from '@/commerce/db/audit-log-repository'
import {
  cardMailSent,
  clearCardMailStamps,
  lockCardMailState,
} from '@/commerce/db/card-mail-repository'
import { inTransaction } from '@/commerce/db/transaction'

export type ResendOutcome = { ok: true; sent: boolean } | { ok: false; error: ResendRefusal }

type Prepared = { ok: true; orderId: number } | { ok: false; refusal: ResendRefusal }

/**
 * Sends a digital card's e-mail again (number and PIN derived anew from its seed): its claim
 * and sent stamps are cleared, so the one sender of card mails takes it, now or at its next
 * sweep, and never twice. `sent` says whether it left during this call. The audit log names who
 * asked, in the same transaction.
 */
export async function resendCardMail(
  payload: Payload,
  cardId: number,
  actor: Actor,
): Promise<ResendOutcome> {
  const prepared = await inTransaction(payload, async (client): Promise<Prepared> => {
    const card = (await lockCardMailState(client, cardId))!
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
    await clearCardMailStamps(client, cardId)
    await insertAuditEntry(client, {
      actor,
      collection: 'gift-cards',
      documentId: String(cardId),
      action: 'resend',
      changes: {},
      reason: null,
    })
    return { ok: true, orderId: card.order_id }
  })
  if (!prepared.ok) return { ok: false, error: prepared.refusal }
  await sendDueCardMails(payload, prepared.orderId)
  return { ok: true, sent: await cardMailSent(payload, cardId) }
}
