import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'

import { luhnCheckDigit } from '@/commerce/domain/luhn'
import { cardNumberHash, cardPinHash } from '@/server/cards/secrets'

export type BlankCard = { number: string; pin: string; lastFour: string }

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('')

/** '6280452…' in the groups of four the card and its form show. */
export const grouped = (number: string) => number.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * A blank card of store 52 as a paid pack leaves it (spec §1 activation): not activated, no
 * balance, no ledger row, on a paid order of its own. Written straight into the run's database
 * (scripts/e2e.ts gives DATABASE_URL), hashed with the app's key, as the issuing job does: a
 * posted card's number reaches no mailbox a test could read.
 */
export async function blankCard(): Promise<BlankCard> {
  const body = `6280452${digits(11)}`
  const number = `${body}${luhnCheckDigit(body)}`
  const pin = digits(6)
  const numberHash = cardNumberHash(number)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO orders (uuid, status, store_id, flow, cards_issued_at, confirmation_sent_at)
       VALUES ($1, 'COMPLETED', 52, 'regular', now(), now()) RETURNING id`,
      [randomUUID()],
    )
    await client.query(
      `INSERT INTO gift_cards (number_hash, pin_hash, last_four, store_id, order_id, package_id,
         card_index, product_id, product_title, status, currency, initial_amount, balance,
         expires_at, delivery_type, fulfilment)
       VALUES ($1, $2, $3, 52, $4, 'blank-pack', 0, '1', 'Carte cadeau vierge', 'notActivated',
         'EUR', 0, 0, now() + interval '2 years', 'PHYSICAL', 'toFulfil')`,
      [numberHash, cardPinHash(numberHash, pin), number.slice(-4), rows[0]!.id],
    )
  } finally {
    await client.end()
  }
  return { number, pin, lastFour: number.slice(-4) }
}
