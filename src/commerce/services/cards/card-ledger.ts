import type { LEDGER_REASONS } from '@/collections/card-ledger'

import type { SqlClient } from '@/commerce/db/transaction'

export type LedgerReason = (typeof LEDGER_REASONS)[number]

/** A change of one card's balance: signed cents, negative for a debit. */
export type CardMovement = { cardId: number; amount: number }

export type LedgerEntry = {
  reason: LedgerReason
  /** The order uuid, payment, draw or staff action the movement belongs to. */
  reference: string
  note?: string | null
  userId?: number | null
}

/** A debit larger than the card's balance: the caller's transaction must roll back. */
export class InsufficientBalance extends Error {
  constructor(readonly cardId: number) {
    super(`Card ${cardId} has too little balance`)
  }
}

/**
 * Moves card balances inside the caller's transaction, each with its ledger row. Cards are locked
 * in id order (two transactions touching the same cards never wait on each other in a circle);
 * a debit below zero throws InsufficientBalance. A movement whose (card, reason, reference) is
 * already in the ledger was applied before and is skipped: running it twice changes nothing.
 * Returns the balances after, by card id.
 */
export async function moveBalances(
  client: SqlClient,
  movements: CardMovement[],
  entry: LedgerEntry,
): Promise<Map<number, number>> {
  const balances = new Map<number, number>()
  const ordered = [...movements].sort((a, b) => a.cardId - b.cardId)
  for (const { cardId, amount } of ordered) {
    const { rows } = await client.query<{ balance: number }>(
      `SELECT balance::int AS balance FROM gift_cards WHERE id = $1 FOR UPDATE`,
      [cardId],
    )
    const current = rows[0]
    if (!current) throw new Error(`Card ${cardId} does not exist`)
    const after = current.balance + amount
    if (after < 0) throw new InsufficientBalance(cardId)
    const inserted = await client.query(
      `INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference, note, user_id,
         updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now())
       ON CONFLICT (card_id, reason, reference) DO NOTHING`,
      [
        cardId,
        amount,
        after,
        entry.reason,
        entry.reference,
        entry.note ?? null,
        entry.userId ?? null,
      ],
    )
    if (inserted.rowCount === 0) {
      balances.set(cardId, current.balance)
      continue
    }
    await client.query(`UPDATE gift_cards SET balance = $2, updated_at = now() WHERE id = $1`, [
      cardId,
      after,
    ])
    balances.set(cardId, after)
  }
  return balances
}
