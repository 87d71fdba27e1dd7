import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { lastFour } from '../../src/commerce/domain/cards/card-number'
import {
  cardNumberHash,
  cardPinHash,
  cardSecrets,
  cardSeed,
} from '../../src/commerce/services/cards/secrets'

export type HeldCard = { cardNumber: string; pin: string }

/**
 * `count` choice cards of `balance` cents each, issued as the issuing job issues them (one paid
 * order, number and PIN hashes from each card's seed, an 'issue' row in the ledger). The bench
 * and the server must share CARD_SECRET_KEY. Answers the numbers and PINs, as the holders type them.
 */
export async function issueHolderCards(
  db: pg.Client,
  { count, balance, productId }: { count: number; balance: number; productId: string },
): Promise<HeldCard[]> {
  const uuid = randomUUID()
  // Store 52's cards, the store the bench shops in: numbers behind its own prefix.
  const { rows: stores } = await db.query<{ prefix: string }>(
    `SELECT card_prefix AS prefix FROM stores WHERE store_id = 52`,
  )
  const prefix = stores[0]!.prefix
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (uuid, status, store_id, flow, currency, paid_at, cards_issued_at,
       confirmation_sent_at)
     VALUES ($1, 'COMPLETED', 52, 'regular', 'EUR', now(), now(), now()) RETURNING id`,
    [uuid],
  )
  const cards = Array.from({ length: count }, (_, index) => {
    const { number, pin } = cardSecrets(cardSeed(uuid, 'bench', index, 0), prefix)
    const numberHash = cardNumberHash(number)
    return { number, pin, numberHash, pinHash: cardPinHash(numberHash, pin) }
  })
  await db.query(
    `WITH cards AS (
       INSERT INTO gift_cards (number_hash, pin_hash, last_four, seed_nonce, store_id, order_id,
         package_id, card_index, product_id, product_title, status, currency, initial_amount,
         balance, expires_at, delivery_type, receiver_email, deliver_at, mail_sent_at)
       SELECT c.number_hash, c.pin_hash, c.last_four, 0, 52, $4, 'bench', c.ord - 1, $5,
         'Carte Choix', 'active', 'EUR', $6, $6, now() + interval '2 years', 'DIGITAL',
         'holder@example.fr', now(), now()
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY
         AS c(number_hash, pin_hash, last_four, ord)
       RETURNING id)
     INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference)
     SELECT id, $6, $6, 'issue', $7 FROM cards`,
    [
      cards.map((card) => card.numberHash),
      cards.map((card) => card.pinHash),
      cards.map((card) => lastFour(card.number)),
      rows[0]!.id,
      productId,
      balance,
      uuid,
    ],
  )
  return cards.map(({ number, pin }) => ({ cardNumber: number, pin }))
}
