import type { Payload } from 'payload'

import { digitalCardEmail } from '@/emails'
import { localizedPath } from '@/i18n/paths'
import { cardSecrets, cardSeed } from '@/commerce/services/cards/secrets'
import { sendEmail } from '@/commerce/services/mail'

import { CLAIM_MINUTES, claimable } from './mail-claim'
import { absoluteUrl, MAIL_LOCALE } from './order-mails'

type DueCard = {
  id: number
  order_uuid: string
  package_id: string
  card_index: number
  seed_nonce: number
  product_title: string
  product_image: { url: string } | null
  currency: string
  initial_amount: number
  expires_at: Date
  receiver_name: string | null
  receiver_email: string
  message: string | null
  buyer_name: string | null
}

/**
 * Claims the digital cards whose moment has come and whose e-mail has not left, so that two
 * senders (the job, the sweep, two processes) never mail one card twice.
 */
async function claimDueCards(payload: Payload, orderId: number | null): Promise<DueCard[]> {
  const { rows } = await payload.db.pool.query<DueCard>(
    `WITH due AS (
       SELECT c.id FROM gift_cards c
       WHERE c.delivery_type = 'DIGITAL' AND c.mail_sent_at IS NULL AND c.deliver_at <= now()
         AND c.receiver_email IS NOT NULL AND ($1::int IS NULL OR c.order_id = $1)
         AND ${claimable('c.mail_claimed_at', '$2')}
       ORDER BY c.id LIMIT 100 FOR UPDATE SKIP LOCKED)
     UPDATE gift_cards c SET mail_claimed_at = now() FROM due, orders o
     WHERE c.id = due.id AND o.id = c.order_id
     RETURNING c.id, o.uuid AS order_uuid, c.package_id, c.card_index, c.seed_nonce,
       c.product_title, c.currency, c.initial_amount, c.expires_at, c.receiver_name,
       c.receiver_email, c.message,
       (SELECT p -> 'image' FROM jsonb_array_elements(o.packages) p
         WHERE p ->> 'id' = c.package_id) AS product_image,
       concat_ws(' ', o.billing_address ->> 'firstName', o.billing_address ->> 'lastName')
         AS buyer_name`,
    [orderId, CLAIM_MINUTES],
  )
  return rows
}

/** Mails each digital card that is due (of one order, or all); answers how many left. */
export async function sendDueCardMails(payload: Payload, orderId: number | null): Promise<number> {
  const cards = await claimDueCards(payload, orderId)
  let sent = 0
  for (const card of cards) {
    const { number, pin } = cardSecrets(
      cardSeed(card.order_uuid, card.package_id, card.card_index, card.seed_nonce),
    )
    const mail = await digitalCardEmail({
      receiverName: card.receiver_name ?? '',
      senderName: card.buyer_name ?? '',
      productTitle: card.product_title,
      amount: { currency: card.currency, value: card.initial_amount },
      cardNumber: number,
      pin,
      expiresAt: card.expires_at.toISOString().slice(0, 10),
      message: card.message,
      image: card.product_image?.url ? absoluteUrl(card.product_image.url) : null,
      balanceUrl: absoluteUrl(localizedPath(MAIL_LOCALE, '/redeem')),
      locale: MAIL_LOCALE,
    })
    await sendEmail({ to: card.receiver_email, ...mail })
    await payload.db.pool.query(`UPDATE gift_cards SET mail_sent_at = now() WHERE id = $1`, [
      card.id,
    ])
    sent++
  }
  return sent
}
