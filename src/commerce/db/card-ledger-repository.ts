import type { Payload } from 'payload'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** A card's balance (cents), its row locked; null when there is no such card. */
export async function lockCardBalance(client: SqlClient, cardId: number): Promise<number | null> {
  const { rows } = await client.query<{ balance: number }>(
    `SELECT balance::int AS balance FROM gift_cards WHERE id = $1 FOR UPDATE`,
    [cardId],
  )
  return rows[0]?.balance ?? null
}

export type LedgerRowInput = {
  cardId: number
  amount: number
  balanceAfter: number
  reason: string
  reference: string
  note: string | null
  userId: number | null
}

/** One ledger row; false when its (card, reason, reference) is there already. */
export async function insertLedgerRow(client: SqlClient, row: LedgerRowInput): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference, note, user_id,
       updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now())
     ON CONFLICT (card_id, reason, reference) DO NOTHING`,
    [row.cardId, row.amount, row.balanceAfter, row.reason, row.reference, row.note, row.userId],
  )
  return rowCount !== 0
}

export async function setCardBalance(
  client: SqlClient,
  cardId: number,
  balance: number,
): Promise<void> {
  await client.query(`UPDATE gift_cards SET balance = $2, updated_at = now() WHERE id = $1`, [
    cardId,
    balance,
  ])
}

/** The ledger row of a card issued loaded: its first balance (reason 'issue'). */
export async function insertIssueRow(
  client: SqlClient,
  cardId: number,
  amount: number,
  reference: string,
): Promise<void> {
  await client.query(
    `INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference, updated_at,
       created_at)
     VALUES ($1, $2, $2, 'issue', $3, now(), now())`,
    [cardId, amount, reference],
  )
}

export type LedgerMovementRow = {
  date: Date
  reason: string
  amount: number
  balanceAfter: number
}

/** A card's latest `limit` money movements, newest first (staff's status rows move nothing). */
export async function findRecentMovements(
  payload: Payload,
  cardId: number,
  limit: number,
): Promise<LedgerMovementRow[]> {
  const { rows } = await poolOf(payload).query<LedgerMovementRow>({
    name: 'card-info-ledger',
    text: `SELECT created_at AS date, reason, amount::int AS amount,
             balance_after::int AS "balanceAfter"
           FROM card_ledger WHERE card_id = $1 AND reason <> 'statusChange'
           ORDER BY created_at DESC, id DESC LIMIT $2`,
    values: [cardId, limit],
  })
  return rows
}

/** The reference of the card's latest block (it names the status the card had before). */
export async function findLastBlockReference(
  client: SqlClient,
  cardId: number,
): Promise<string | null> {
  const { rows } = await client.query<{ reference: string }>(
    `SELECT reference FROM card_ledger WHERE card_id = $1 AND reason = 'statusChange'
       AND reference LIKE 'status:%->blocked:%' ORDER BY id DESC LIMIT 1`,
    [cardId],
  )
  return rows[0]?.reference ?? null
}
