import type { Payload } from 'payload'

import { digitalCardEmail } from '@/emails'
import { cardSecrets, cardSeed } from '@/commerce/services/cards/secrets'
import { sendEmail } from '@/commerce/services/mail'
import { storeCardPrefix, storeMail } from '@/commerce/services/store'

import { CLAIM_MINUTES, settleClaim } from './mail-claim'
import { absoluteUrl, storePageUrl } from './order-links'
import {
  claimDueCardMails,
  markCardMailSent,
  releaseCardMailClaims,
  type DueCardMail,
} from '@/commerce/db/card-mail-repository'

/**
 * Mails each digital card that is due (of one order, or all); answers how many left. A mail that
 * fails gives back the claims of the cards not yet sent, for the next sweep, and rejects.
 */
export async function sendDueCardMails(payload: Payload, orderId: number | null): Promise<number> {
  // Claimed first, so that two senders (the job, the sweep, two processes) never mail one card twice.
  const cards = await claimDueCardMails(payload, orderId, CLAIM_MINUTES)
  let sent = 0
  try {
    for (const card of cards) {
      await sendCardMail(payload, card)
      sent++
      await settleClaim(() => markCardMailSent(payload, card.id))
    }
  } catch (error) {
    const unsent = cards.slice(sent).map((card) => card.id)
    await settleClaim(() => releaseCardMailClaims(payload, unsent))
    throw error
  }
  return sent
}

/** One card's e-mail, with its number and PIN, to its receiver. */
async function sendCardMail(payload: Payload, card: DueCardMail): Promise<void> {
  const { number, pin } = cardSecrets(
    cardSeed(card.order_uuid, card.package_id, card.card_index, card.seed_nonce),
    await storeCardPrefix(payload, card.store_id),
  )
  const store = await storeMail(payload, card.store_id)
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
    balanceUrl: await storePageUrl(payload, card.store_id, card.language, '/redeem'),
    locale: card.language,
    store,
  })
  await sendEmail({ from: store.sender, to: card.receiver_email, ...mail })
}
