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

/** Why a resend is refused: the card's state, or another address asked by someone who may not. */
export type ResendError = ResendRefusal | 'elsewhere'
export type ResendOutcome = { ok: true; sent: boolean } | { ok: false; error: ResendError }

/** Who asks and, for another address than the receiver's, which one and why. */
export type ResendRequest = {
  actor: Actor
  to?: string
  reason?: string
  /** Admins: the card's secrets may go to another address than its receiver's. */
  mayRedirect: boolean
}

type Prepared = { ok: true; orderId: number } | { ok: false; error: ResendError }

/**
 * Sends a digital card's e-mail again (number and PIN derived anew from its seed): its claim
 * and sent stamps are cleared, so the one sender of card mails takes it, now or at its next
 * sweep, and never twice. `sent` says whether it left during this call. It goes to the card's
 * receiver; another address (`to`) only when `mayRedirect`, and it becomes the receiver's. The
 * audit log names who asked, the address before and after and why, in the same transaction.
 */
export async function resendCardMail(
  payload: Payload,
  cardId: number,
  { actor, to, reason, mayRedirect }: ResendRequest,
): Promise<ResendOutcome> {
  const prepared = await inTransaction(payload, async (client): Promise<Prepared> => {
    const card = (await lockCardMailState(client, cardId))!
    const elsewhere = Boolean(to) && to !== card.receiver_email?.toLowerCase()
    if (elsewhere && !mayRedirect) return { ok: false, error: 'elsewhere' }
    const refusal = resendRefusal(
      {
        deliveryType: card.delivery_type,
        receiverEmail: elsewhere ? to! : card.receiver_email,
        deliverAt: card.deliver_at,
        mailClaimedAt: card.mail_claimed_at,
        mailSentAt: card.mail_sent_at,
      },
      new Date(),
      CLAIM_MINUTES,
    )
    if (refusal) return { ok: false, error: refusal }
    await clearCardMailStamps(client, cardId, elsewhere ? to! : null)
    await insertAuditEntry(client, {
      actor,
      collection: 'gift-cards',
      documentId: String(cardId),
      action: 'resend',
      changes: elsewhere ? { receiverEmail: { before: card.receiver_email, after: to } } : {},
      reason: reason ?? null,
    })
    return { ok: true, orderId: card.order_id }
  })
  if (!prepared.ok) return prepared
  await sendDueCardMails(payload, prepared.orderId)
  return { ok: true, sent: await cardMailSent(payload, cardId) }
}
