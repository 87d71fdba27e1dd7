import type { LEDGER_REASONS } from '@/collections/card-ledger'

import {
  insertLedgerRow,
  lockCardBalance,
  setCardBalance,
} from '@/commerce/db/card-ledger-repository'
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
    const balance = await lockCardBalance(client, cardId)
    if (balance === null) throw new Error(`Card ${cardId} does not exist`)
    const after = balance + amount
    if (after < 0) throw new InsufficientBalance(cardId)
    const inserted = await insertLedgerRow(client, {
      cardId,
      amount,
      balanceAfter: after,
      reason: entry.reason,
      reference: entry.reference,
      note: entry.note ?? null,
      userId: entry.userId ?? null,
    })
    if (!inserted) {
      balances.set(cardId, balance)
      continue
    }
    await setCardBalance(client, cardId, after)
    balances.set(cardId, after)
  }
  return balances
}
