import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'
import { statusBeforeBlock, statusReference } from '@/commerce/domain/cards/card-service'

import { inTransaction } from '@/commerce/db/transaction'
import { InsufficientBalance, moveBalances } from './card-ledger'

type Staff = { userId: number; reason: string }

/** The balance after, or the balance kept when the adjustment would take it below zero. */
export type AdjustOutcome = { ok: boolean; balance: number }

/**
 * A manual adjustment of a card's balance by staff (signed cents), with its reason as the
 * ledger note: refused, and nothing written, when the balance would fall below zero.
 */
export async function adjustCardBalance(
  payload: Payload,
  cardId: number,
  amount: number,
  { userId, reason }: Staff,
): Promise<AdjustOutcome> {
  try {
    const balances = await inTransaction(payload, (client) =>
      moveBalances(client, [{ cardId, amount }], {
        reason: 'adjustment',
        reference: `adjustment:${randomUUID()}`,
        note: reason,
        userId,
      }),
    )
    return { ok: true, balance: balances.get(cardId)! }
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error
    const { rows } = await payload.db.pool.query<{ balance: number }>(
      `SELECT balance::int AS balance FROM gift_cards WHERE id = $1`,
      [cardId],
    )
    return { ok: false, balance: rows[0]!.balance }
  }
}

/**
 * Blocks or unblocks a card. The change is recorded in the card's ledger as a movement of 0
 * (who, when, why, and both states in the reference) in the same transaction; unblocking gives
 * back the state the card had before its last block. Answers the status after.
 */
export function setCardBlocked(
  payload: Payload,
  cardId: number,
  blocked: boolean,
  { userId, reason }: Staff,
): Promise<CardStatus> {
  return inTransaction(payload, async (client) => {
    const { rows } = await client.query<{ status: CardStatus }>(
      `SELECT status FROM gift_cards WHERE id = $1 FOR UPDATE`,
      [cardId],
    )
    const current = rows[0]!.status
    if (blocked === (current === 'blocked')) return current
    let next: CardStatus = 'blocked'
    if (!blocked) {
      const { rows: blocks } = await client.query<{ reference: string }>(
        `SELECT reference FROM card_ledger WHERE card_id = $1 AND reason = 'statusChange'
           AND reference LIKE 'status:%->blocked:%' ORDER BY id DESC LIMIT 1`,
        [cardId],
      )
      next = statusBeforeBlock(blocks[0]?.reference ?? null)
    }
    const reference = statusReference(current, next, randomUUID())
    await moveBalances(client, [{ cardId, amount: 0 }], {
      reason: 'statusChange',
      reference,
      note: reason,
      userId,
    })
    await client.query(`UPDATE gift_cards SET status = $2, updated_at = now() WHERE id = $1`, [
      cardId,
      next,
    ])
    return next
  })
}
