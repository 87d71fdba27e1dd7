import type { Payload } from 'payload'

import { cardExpiry } from '@/commerce/domain/cards/card-validity'
import { activationConfirmationEmail } from '@/emails/activation-confirmation'
import { localizedPath } from '@/i18n/paths'
import { sendEmail } from '@/commerce/services/mail'

import { moveBalances } from '@/commerce/services/cards'
import { CLAIM_MINUTES } from '@/commerce/services/orders/mail-claim'
import {
  absoluteUrl,
  confirmationDue,
  confirmationSent,
  MAIL_LOCALE,
  releaseConfirmation,
} from '@/commerce/services/orders/order-mails'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'

type PaidActivation = {
  id: number
  uuid: string
  card_id: number
  amount: number
  email: string
  paid_at: Date
}

/**
 * Loads the paid activation's card, once: the order row is locked and stamped in the same
 * transaction as the ledger row, so a second loader (the job twice, the sweep beside it) finds it
 * done. A card found active already (a second activation paid meanwhile) is not loaded twice:
 * staff refund that payment.
 */
async function loadCard(
  client: SqlClient,
  orderId: number,
): Promise<'loaded' | 'notBlank' | 'done'> {
  const { rows } = await client.query<PaidActivation>(
    `SELECT id, uuid, activation_card_id AS card_id, grand_total::int AS amount, email, paid_at
     FROM orders WHERE id = $1 AND flow = 'activation' AND status = 'COMPLETED'
       AND cards_issued_at IS NULL AND activation_card_id IS NOT NULL
     FOR UPDATE`,
    [orderId],
  )
  const order = rows[0]
  if (!order) return 'done'
  const { rows: cards } = await client.query<{ status: string }>(
    `SELECT status FROM gift_cards WHERE id = $1 FOR UPDATE`,
    [order.card_id],
  )
  if (cards[0]?.status !== 'notActivated') {
    // Nothing to load and nothing to confirm.
    await client.query(
      `UPDATE orders SET cards_issued_at = now(), confirmation_sent_at = now() WHERE id = $1`,
      [orderId],
    )
    return 'notBlank'
  }
  await moveBalances(client, [{ cardId: order.card_id, amount: order.amount }], {
    reason: 'issue',
    reference: order.uuid,
  })
  // Valid two years from its activation, like a card sold loaded from its sale.
  await client.query(
    `UPDATE gift_cards SET status = 'active', activated_at = now(), initial_amount = $2,
       expires_at = $3, receiver_email = $4, updated_at = now()
     WHERE id = $1`,
    [order.card_id, order.amount, cardExpiry(order.paid_at), order.email],
  )
  await client.query(`UPDATE orders SET cards_issued_at = now() WHERE id = $1`, [orderId])
  return 'loaded'
}

type Confirmation = {
  order_number: string
  email: string
  amount: number
  currency: string
  last_four: string
  expires_at: Date
}

/**
 * The holder's confirmation, once: claimed and stamped like an order confirmation, so a sender
 * that dies before the mail left leaves it to the sweep once its claim has run out.
 */
async function sendConfirmation(payload: Payload, orderId: number): Promise<void> {
  const { rows } = await payload.db.pool.query<Confirmation>(
    `UPDATE orders o SET confirmation_claimed_at = now() FROM gift_cards c
     WHERE o.id = $1 AND c.id = o.activation_card_id AND ${confirmationDue('$2')}
       AND EXISTS (SELECT 1 FROM card_ledger l WHERE l.card_id = c.id AND l.reason = 'issue'
         AND l.reference = o.uuid)
     RETURNING o.order_number, o.email, o.grand_total::int AS amount, o.currency, c.last_four,
       c.expires_at`,
    [orderId, CLAIM_MINUTES],
  )
  const order = rows[0]
  if (!order) return
  try {
    const mail = await activationConfirmationEmail({
      lastFour: order.last_four,
      amount: { currency: order.currency, value: order.amount },
      expiresAt: order.expires_at.toISOString().slice(0, 10),
      orderNumber: order.order_number,
      balanceUrl: absoluteUrl(localizedPath(MAIL_LOCALE, '/redeem')),
      locale: MAIL_LOCALE,
    })
    await sendEmail({ to: order.email, ...mail })
  } catch (error) {
    await releaseConfirmation(payload, orderId)
    throw error
  }
  await confirmationSent(payload, orderId)
}

/**
 * Finishes a paid activation order (the issueOrderCards job and the fulfilPaidOrders sweep come
 * here for it): loads its card, then mails the holder. Null when the order is no activation.
 */
export async function fulfilActivationOrder(
  payload: Payload,
  orderId: number,
): Promise<number | null> {
  const { rows } = await payload.db.pool.query<{ flow: string }>(
    `SELECT flow FROM orders WHERE id = $1`,
    [orderId],
  )
  if (rows[0]?.flow !== 'activation') return null
  const outcome = await inTransaction(payload, (client) => loadCard(client, orderId))
  if (outcome === 'notBlank') {
    payload.logger.error(
      `Activation order ${orderId} was paid for a card already active: refund it`,
    )
  }
  await sendConfirmation(payload, orderId)
  return outcome === 'loaded' ? 1 : 0
}
