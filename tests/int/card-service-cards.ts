import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { POST } from '@/app/(payload)/api/[...slug]/route'
import { lastFour } from '@/commerce/domain/cards/card-number'
import {
  cardNumberHash,
  cardPinHash,
  cardSecrets,
  cardSeed,
} from '@/commerce/services/cards/secrets'
import { storeCardPrefix } from '@/commerce/services/store'

export type CardOptions = {
  balance: number
  status: 'active' | 'notActivated'
  deliveryType: 'DIGITAL' | 'PHYSICAL'
  email: string
  deliverAt: Date
  /** The store that sold it (52 unless told): its prefix starts the number. */
  storeId: number
}

/**
 * A card as the issuing job leaves it (a paid order, the card row with hashes of the number and
 * PIN derived from its seed, and its 'issue' ledger row), written with SQL.
 */
export async function issuedCard(payload: Payload, options: Partial<CardOptions> = {}) {
  const { balance = 5000, status = 'active', deliveryType = 'DIGITAL', storeId = 52 } = options
  const uuid = randomUUID()
  const { rows: orders } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO orders (uuid, status, store_id, flow, currency, paid_at, cards_issued_at,
       confirmation_sent_at)
     VALUES ($1, 'COMPLETED', $2, 'regular', 'EUR', now(), now(), now()) RETURNING id`,
    [uuid, storeId],
  )
  const orderId = orders[0]!.id
  const prefix = await storeCardPrefix(payload, storeId)
  const { number, pin } = cardSecrets(cardSeed(uuid, 'package-1', 0, 0), prefix)
  const numberHash = cardNumberHash(number)
  const digital = deliveryType === 'DIGITAL'
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO gift_cards (number_hash, pin_hash, last_four, seed_nonce, store_id, order_id,
       package_id, card_index, product_id, product_title, status, currency, initial_amount,
       balance, expires_at, delivery_type, receiver_name, receiver_email, deliver_at, fulfilment)
     VALUES ($1, $2, $3, 0, $11, $4, 'package-1', 0, '1', 'Carte Choix', $5, 'EUR', $6, $6,
       now() + interval '2 years', $7, 'Inès', $8, $9, $10)
     RETURNING id`,
    [
      numberHash,
      cardPinHash(numberHash, pin),
      lastFour(number),
      orderId,
      status,
      balance,
      deliveryType,
      digital ? (options.email ?? `holder-${uuid}@example.fr`) : null,
      digital ? (options.deliverAt ?? new Date()) : null,
      digital ? null : 'toFulfil',
      storeId,
    ],
  )
  const id = rows[0]!.id
  await payload.db.pool.query(
    `INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference)
     VALUES ($1, $2, $2, 'issue', $3)`,
    [id, balance, uuid],
  )
  return { id, orderId, number, pin }
}

/** A card's balance and its ledger, oldest first. */
export async function ledgerOf(payload: Payload, cardId: number) {
  const { rows: cards } = await payload.db.pool.query<{ balance: number }>(
    `SELECT balance::int AS balance FROM gift_cards WHERE id = $1`,
    [cardId],
  )
  const { rows } = await payload.db.pool.query<{
    amount: number
    balance_after: number
    reason: string
    reference: string
    note: string | null
    user_id: number | null
  }>(
    `SELECT amount::int AS amount, balance_after::int AS balance_after, reason, reference, note,
       user_id FROM card_ledger WHERE card_id = $1 ORDER BY id`,
    [cardId],
  )
  return { balance: cards[0]!.balance, rows }
}

/** A customer-service action over Payload's REST route, as the admin's button posts it. */
export async function cardAction(
  cardId: number,
  action: string,
  body: object,
  token: string | null,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `JWT ${token}`
  const response = await POST(
    new Request(`http://localhost:3000/api/gift-cards/${cardId}/${action}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['gift-cards', String(cardId), action] }) },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
