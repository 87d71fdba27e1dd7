import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'
import { statusBeforeBlock, statusReference } from '@/commerce/domain/cards/card-service'

import { findLastBlockReference } from '@/commerce/db/card-ledger-repository'
import { findCardBalance } from '@/commerce/db/card-read-repository'
import { lockCardStatus, setCardStatus } from '@/commerce/db/gift-card-repository'
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
    return { ok: false, balance: (await findCardBalance(payload, cardId))! }
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
    const current = (await lockCardStatus(client, cardId))!
    if (blocked === (current === 'blocked')) return current
    let next: CardStatus = 'blocked'
    if (!blocked) {
      next = statusBeforeBlock(await findLastBlockReference(client, cardId))
    }
    const reference = statusReference(current, next, randomUUID())
    await moveBalances(client, [{ cardId, amount: 0 }], {
      reason: 'statusChange',
      reference,
      note: reason,
      userId,
    })
    await setCardStatus(client, cardId, next)
    return next
  })
}
