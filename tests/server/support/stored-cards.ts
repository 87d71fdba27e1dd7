import { randomBytes, randomInt, randomUUID } from 'node:crypto'

import { withDatabase } from './database'

/**
 * A digital card of store `storeId` (52 unless told) with a balance of `balance` cents, its paid order and its e-mail
 * already sent, written straight into the run's database (its hashes are random: these tests act
 * on the card as staff, nobody types its number). Answers the card's and the order's ids, and
 * the order's number.
 */
export async function storedCard(balance: number, receiverEmail: string, storeId = 52) {
  const orderNumber = `CC-${storeId}-${randomInt(100_000, 999_999)}`
  return withDatabase(async (db) => {
    const { rows: orders } = await db.query<{ id: number }>(
      `INSERT INTO orders (uuid, status, store_id, flow, order_number, currency, grand_total,
         packages, placed_at, paid_at, cards_issued_at, confirmation_sent_at)
       VALUES ($1, 'COMPLETED', $4, 'regular', $2, 'EUR', $3, '[]', now(), now(), now(), now())
       RETURNING id`,
      [randomUUID(), orderNumber, balance, storeId],
    )
    const orderId = orders[0]!.id
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO gift_cards (number_hash, pin_hash, last_four, seed_nonce, store_id, order_id,
         package_id, card_index, product_id, product_title, status, currency, initial_amount,
         balance, expires_at, delivery_type, receiver_name, receiver_email, deliver_at,
         mail_sent_at)
       VALUES ($1, $2, '4242', 0, $6, $3, 'package-1', 0, '1', 'Carte Choix', 'active', 'EUR', $4,
         $4, now() + interval '2 years', 'DIGITAL', 'Inès', $5, now(), now())
       RETURNING id`,
      [
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('hex'),
        orderId,
        balance,
        receiverEmail,
        storeId,
      ],
    )
    const cardId = rows[0]!.id
    await db.query(
      `INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference)
       VALUES ($1, $2, $2, 'issue', $3)`,
      [cardId, balance, randomUUID()],
    )
    return { cardId, orderId, orderNumber }
  })
}
