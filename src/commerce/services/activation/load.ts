import type { Payload } from 'payload'

import { cardExpiry } from '@/commerce/domain/cards/card-validity'
import { activationConfirmationEmail } from '@/emails/activation-confirmation'
import { sendEmail } from '@/commerce/services/mail'

import { moveBalances } from '@/commerce/services/cards'
import { CLAIM_MINUTES, settleClaim } from '@/commerce/services/orders/mail-claim'
import { storePageUrl } from '@/commerce/services/orders/order-links'
import { storeMail } from '@/commerce/services/store'
import {
  findOrderFlow,
  lockPaidActivation,
  markActivationDone,
} from '@/commerce/db/activation-repository'
import {
  claimActivationConfirmation,
  markConfirmationSent,
  releaseConfirmationClaim,
} from '@/commerce/db/confirmation-repository'
import { activateCard, lockCardStatus } from '@/commerce/db/gift-card-repository'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'

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
  const order = await lockPaidActivation(client, orderId)
  if (!order) return 'done'
  if ((await lockCardStatus(client, order.card_id)) !== 'notActivated') {
    // Nothing to load and nothing to confirm.
    await markActivationDone(client, orderId, { confirmed: true })
    return 'notBlank'
  }
  await moveBalances(client, [{ cardId: order.card_id, amount: order.amount }], {
    reason: 'issue',
    reference: order.uuid,
  })
  // Valid two years from its activation, like a card sold loaded from its sale.
  await activateCard(client, {
    id: order.card_id,
    amount: order.amount,
    expiresAt: cardExpiry(order.paid_at, order.time_zone),
    receiverEmail: order.email,
  })
  await markActivationDone(client, orderId, { confirmed: false })
  return 'loaded'
}

/**
 * The holder's confirmation, once: claimed and stamped like an order confirmation, so a sender
 * that dies before the mail left leaves it to the sweep once its claim has run out.
 */
async function sendConfirmation(payload: Payload, orderId: number): Promise<void> {
  const order = await claimActivationConfirmation(payload, orderId, CLAIM_MINUTES)
  if (!order) return
  try {
    const store = await storeMail(payload, order.store_id)
    const mail = await activationConfirmationEmail({
      lastFour: order.last_four,
      amount: { currency: order.currency, value: order.amount },
      expiresAt: order.expires_at.toISOString().slice(0, 10),
      orderNumber: order.order_number,
      balanceUrl: await storePageUrl(payload, order.store_id, order.language, '/redeem'),
      locale: order.language,
      store,
    })
    await sendEmail({ from: store.sender, to: order.email, ...mail })
  } catch (error) {
    await settleClaim(() => releaseConfirmationClaim(payload, orderId))
    throw error
  }
  await settleClaim(() => markConfirmationSent(payload, orderId))
}

/**
 * Finishes a paid activation order (the issueOrderCards job and the fulfilPaidOrders sweep come
 * here for it): loads its card, then mails the holder. Null when the order is no activation.
 */
export async function fulfilActivationOrder(
  payload: Payload,
  orderId: number,
): Promise<number | null> {
  if ((await findOrderFlow(payload, orderId)) !== 'activation') return null
  const outcome = await inTransaction(payload, (client) => loadCard(client, orderId))
  if (outcome === 'notBlank') {
    payload.logger.error(
      `Activation order ${orderId} was paid for a card already active: refund it`,
    )
  }
  await sendConfirmation(payload, orderId)
  return outcome === 'loaded' ? 1 : 0
}
