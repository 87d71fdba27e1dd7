import type { ActivationInput } from '@/commerce/domain/activation/activation-input'
import { orderErrorCodes } from '@/commerce/domain/orders/order-errors'
import type { Locale } from '@/i18n/routing'
import { cardNumberHash } from '@/commerce/services/cards'

import type { GatewayContext } from '@/commerce/gateway/context'
import type { PlaceOrderResult } from '@/commerce/gateway/generated/resolvers'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'
import { startPayment } from '@/commerce/services/orders/start-payment'
import { activationError } from '@/commerce/services/errors'

/** An activation charges no fees: the holder pays exactly the amount loaded. */
const NO_FEES = {
  serviceFee: 0,
  standardShipping: 0,
  registeredShipping: 0,
  registeredAbove: 0,
  vatRate: 0,
}

type ActivationOrder = { id: number; uuid: string; order_number: string }

/**
 * The card, locked, if it may be activated here: of this store, not activated, and not paid for
 * by another activation already (loaded by the job within 24 hours).
 */
async function activatableCard(client: SqlClient, numberHash: string, storeId: number) {
  const { rows } = await client.query<{ id: number }>(
    `SELECT c.id FROM gift_cards c
     WHERE c.number_hash = $1 AND c.store_id = $2 AND c.status = 'notActivated'
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.activation_card_id = c.id
         AND o.flow = 'activation' AND o.status = 'COMPLETED')
     FOR UPDATE OF c`,
    [numberHash, storeId],
  )
  return rows[0] ?? null
}

/**
 * A new pending activation order of the card; the card's earlier ones nobody is paying are given
 * up, so one card has one activation under way. No payment reminder is sent for it (stamped at
 * once): the holder is at the form, not at a cart to come back to.
 */
async function insertOrder(
  client: SqlClient,
  storeId: number,
  cardId: number,
  input: ActivationInput,
  currency: string,
): Promise<ActivationOrder> {
  await client.query(
    `UPDATE orders o SET status = 'CANCELED', canceled_at = now(), updated_at = now()
     WHERE o.activation_card_id = $1 AND o.flow = 'activation' AND o.status = 'PENDING'
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id
         AND p.status IN ('paid', 'pending'))`,
    [cardId],
  )
  const { rows } = await client.query<ActivationOrder>(
    `INSERT INTO orders (uuid, status, store_id, packages, items_qty, email, currency, grand_total,
       billing_address, deliveries, fees, payment_method, order_number, flow, activation_card_id,
       payment_attempts, placed_at, reminder_sent_at, revision, updated_at, created_at)
     VALUES (gen_random_uuid(), 'PENDING', $1, '[]'::jsonb, 0, $2, $3, $4, $5::jsonb, '[]'::jsonb,
       $6::jsonb, $7, $9 || lpad(nextval('order_number_seq')::text, 6, '0'), 'activation',
       $8, 0, now(), now(), 0, now(), now())
     RETURNING id, uuid, order_number`,
    [
      storeId,
      input.email,
      currency,
      input.amount,
      JSON.stringify({ email: input.email }),
      JSON.stringify(NO_FEES),
      input.paymentMethod,
      cardId,
      `${storeId}-`,
    ],
  )
  return rows[0]!
}

/**
 * Places the activation of a blank card (spec §1 Activation) and starts its payment; the payer
 * comes back to /activer/reussi/. Every card that cannot be activated answers alike, so the
 * answer tells nobody which numbers exist; a payment the provider refuses is the activation's
 * payment failure.
 */
export async function placeActivationOrder(
  context: GatewayContext,
  locale: Locale,
  input: ActivationInput,
  currency: string,
): Promise<PlaceOrderResult> {
  const numberHash = cardNumberHash(input.cardNumber)
  const order = await inTransaction(context.payload, async (client) => {
    const card = await activatableCard(client, numberHash, context.storeId)
    return card ? insertOrder(client, context.storeId, card.id, input, currency) : null
  })
  if (!order) {
    return {
      orderUuid: null,
      redirectUrl: null,
      errors: [activationError(locale, 'failed', 'input.cardNumber')],
    }
  }
  const payable = {
    id: order.id,
    uuid: order.uuid,
    orderNumber: order.order_number,
    email: input.email,
    grandTotal: input.amount,
    currency,
  }
  const started = await startPayment(
    context.payload,
    locale,
    payable,
    input.paymentMethod,
    input.paymentDetails,
    '/activation/success',
  )
  return {
    ...started,
    errors: started.errors.map((error) =>
      error.code === orderErrorCodes.paymentFailed
        ? activationError(locale, 'paymentFailure')
        : error,
    ),
  }
}
