import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'
import type { Actor } from '@/commerce/domain/staff/audit'
import { statusBeforeBlock, statusReference } from '@/commerce/domain/cards/card-service'

import { insertAuditEntry } from '@/commerce/db/audit-log-repository'
import { findLastBlockReference } from '@/commerce/db/card-ledger-repository'
import { findCardBalance } from '@/commerce/db/card-read-repository'
import { lockCardStatus, setCardStatus } from '@/commerce/db/gift-card-repository'
import { inTransaction } from '@/commerce/db/transaction'
import { InsufficientBalance, moveBalances } from './card-ledger'

/** Who acts and why: kept in the card's ledger and in the audit log. */
export type StaffAct = { actor: Actor; reason: string }

/** The balance after, or the balance kept when the adjustment would take it below zero. */
export type AdjustOutcome = { ok: boolean; balance: number }

/**
 * A manual adjustment of a card's balance by staff (signed cents), with its reason as the
 * ledger note and an audit-log entry: refused, and nothing written, when the balance would fall
 * below zero.
 */
export async function adjustCardBalance(
  payload: Payload,
  cardId: number,
  amount: number,
  { actor, reason }: StaffAct,
): Promise<AdjustOutcome> {
  try {
    const balance = await inTransaction(payload, async (client) => {
      const balances = await moveBalances(client, [{ cardId, amount }], {
        reason: 'adjustment',
        reference: `adjustment:${randomUUID()}`,
        note: reason,
        userId: actor.id,
      })
      const after = balances.get(cardId)!
      await insertAuditEntry(client, {
        actor,
        collection: 'gift-cards',
        documentId: String(cardId),
        action: 'adjust',
        changes: { balance: { before: after - amount, after } },
        reason,
      })
      return after
    })
    return { ok: true, balance }
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error
    return { ok: false, balance: (await findCardBalance(payload, cardId))! }
  }
}

/**
 * Blocks or unblocks a card. The change is recorded in the card's ledger as a movement of 0
 * (who, when, why, and both states in the reference) and in the audit log, in the same
 * transaction; unblocking gives
 * back the state the card had before its last block. Answers the status after.
 */
export function setCardBlocked(
  payload: Payload,
  cardId: number,
  blocked: boolean,
  { actor, reason }: StaffAct,
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
      userId: actor.id,
    })
    await setCardStatus(client, cardId, next)
    await insertAuditEntry(client, {
      actor,
      collection: 'gift-cards',
      documentId: String(cardId),
      action: blocked ? 'block' : 'unblock',
      changes: { status: { before: current, after: next } },
      reason,
    })
    return next
  })
}
