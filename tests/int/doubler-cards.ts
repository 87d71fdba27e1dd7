import { randomInt, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { moveBalances } from '@/commerce/services/cards/card-ledger'
import { inTransaction } from '@/commerce/db/transaction'
import { luhnCheckDigit } from '@/commerce/domain/luhn'
import { cardNumberHash, cardPinHash } from '@/commerce/services/cards/secrets'
import { storeCardPrefix } from '@/commerce/services/store'

export type TestCard = { id: number; number: string; pin: string; lastFour: string }

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('')

/** A paid order of a store (52 unless told) to hang test cards on (a card belongs to an order). */
export async function paidOrder(payload: Payload, storeId = 52): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO orders (uuid, status, store_id, flow, cards_issued_at, confirmation_sent_at)
     VALUES ($1, 'COMPLETED', $2, 'regular', now(), now()) RETURNING id`,
    [randomUUID(), storeId],
  )
  return rows[0]!.id
}

/**
 * An issued digital card of a store (52 unless told) as the checkout leaves it: its number
 * behind the store's prefix, its number's and PIN's hashes, and its balance loaded through an
 * 'issue' ledger row.
 */
export async function issuedCard(
  payload: Payload,
  orderId: number,
  { balance, index, storeId = 52 }: { balance: number; index: number; storeId?: number },
): Promise<TestCard> {
  const body = `${await storeCardPrefix(payload, storeId)}${digits(11)}`
  const number = `${body}${luhnCheckDigit(body)}`
  const pin = digits(6)
  const numberHash = cardNumberHash(number)
  const lastFour = number.slice(-4)
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO gift_cards (number_hash, pin_hash, last_four, store_id, order_id, package_id,
       card_index, product_id, product_title, status, currency, initial_amount, balance,
       expires_at, delivery_type)
     VALUES ($1, $2, $3, $7, $4, 'pkg', $5, '1', 'Carte Cadeau Choix', 'active', 'EUR', $6, 0,
       now() + interval '2 years', 'DIGITAL')
     RETURNING id`,
    [numberHash, cardPinHash(numberHash, pin), lastFour, orderId, index, balance, storeId],
  )
  const id = rows[0]!.id
  await inTransaction(payload, (client) =>
    moveBalances(client, [{ cardId: id, amount: balance }], {
      reason: 'issue',
      reference: `test-order-${orderId}`,
    }),
  )
  return { id, number, pin, lastFour }
}

/** A card's balance and the sum of its ledger, which must agree. */
export async function balanceAndLedger(payload: Payload, cardId: number) {
  const { rows } = await payload.db.pool.query<{ balance: number; ledger: number }>(
    `SELECT c.balance::int AS balance,
       (SELECT coalesce(sum(amount), 0)::int FROM card_ledger WHERE card_id = c.id) AS ledger
     FROM gift_cards c WHERE c.id = $1`,
    [cardId],
  )
  return rows[0]!
}
