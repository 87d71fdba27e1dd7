import { randomInt, randomUUID } from 'node:crypto'

import { luhnCheckDigit } from '@/commerce/domain/luhn'
import { cardNumberHash, cardPinHash } from '@/commerce/services/cards/secrets'

import { withDatabase } from '../server/support/database'

export type DatabaseCard = { id: number; number: string; pin: string; lastFour: string }

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('')

/**
 * A posted card of store 52 on a paid order of its own (issued, confirmed), written straight into
 * the run's database (DATABASE_URL) and hashed with the app's key, as the issuing job does: a
 * posted card's number reaches no mailbox a test could read. A loaded card gets the `issue`
 * ledger row its balance comes from; a blank one (notActivated, 0) has none.
 */
export async function cardInDatabase(card: {
  status: 'active' | 'notActivated'
  balance: number
  product: { id: string; title: string }
}): Promise<DatabaseCard> {
  const body = `6280452${digits(11)}`
  const number = `${body}${luhnCheckDigit(body)}`
  const pin = digits(6)
  const numberHash = cardNumberHash(number)
  const id = await withDatabase(async (client) => {
    const order = await client.query<{ id: number; uuid: string }>(
      `INSERT INTO orders (uuid, status, store_id, flow, cards_issued_at, confirmation_sent_at)
       VALUES ($1, 'COMPLETED', 52, 'regular', now(), now()) RETURNING id, uuid`,
      [randomUUID()],
    )
    const { id: orderId, uuid } = order.rows[0]!
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO gift_cards (number_hash, pin_hash, last_four, store_id, order_id, package_id,
         card_index, product_id, product_title, status, currency, initial_amount, balance,
         expires_at, delivery_type, fulfilment)
       VALUES ($1, $2, $3, 52, $4, 'test-card', 0, $5, $6, $7, 'EUR', $8, $8,
         now() + interval '2 years', 'PHYSICAL', 'toFulfil')
       RETURNING id`,
      [
        numberHash,
        cardPinHash(numberHash, pin),
        number.slice(-4),
        orderId,
        card.product.id,
        card.product.title,
        card.status,
        card.balance,
      ],
    )
    const cardId = rows[0]!.id
    if (card.balance > 0) {
      await client.query(
        `INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference)
         VALUES ($1, $2, $2, 'issue', $3)`,
        [cardId, card.balance, uuid],
      )
    }
    return cardId
  })
  return { id, number, pin, lastFour: number.slice(-4) }
}

/** A product of the seeded catalogue by its French slug: its id and French title. */
export const productBySlug = (slug: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; title: string }>(
      `SELECT p.id::text AS id, l.title FROM products p
       JOIN products_locales l ON l._parent_id = p.id AND l._locale = 'fr' WHERE l.slug = $1`,
      [slug],
    )
    return rows[0]!
  })

/**
 * An active multi-brand choice card holding `cents`: the only card exchangeable for others. Its
 * purchase through the shop and the card's e-mail are checkout.e2e's; a holder's tests start here.
 */
export const choiceCard = async (cents: number): Promise<DatabaseCard> =>
  cardInDatabase({
    status: 'active',
    balance: cents,
    product: await productBySlug('carte-cadeau-multi-enseignes'),
  })
