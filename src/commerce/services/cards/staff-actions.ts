import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'
import type { Actor, Changes } from '@/commerce/domain/staff/audit'
import { statusBeforeBlock, statusReference } from '@/commerce/domain/cards/card-service'

import { insertAuditEntry } from '@/commerce/db/audit-log-repository'
import { findLastBlockReference } from '@/commerce/db/card-ledger-repository'
import { findCardBalance } from '@/commerce/db/card-read-repository'
import { lockCardBlock, setCardStatus } from '@/commerce/db/gift-card-repository'
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

/** What staff ask of a card's status: blocked or not, and whether for fraud. */
export type StatusChange = { blocked: boolean; fraud: boolean }
export type StatusOutcome = { ok: true; status: CardStatus } | { ok: false; error: 'fraudBlock' }

/**
 * Blocks or unblocks a card. A change of status is recorded in the card's ledger as a movement
 * of 0 (who, when, why, and both states in the reference), and every change in the audit log, in
 * the same transaction; unblocking gives back the state the card had before its last block. A
 * block for fraud (asked with the block, or on a card already blocked) is lifted only when
 * `mayLiftFraudBlocks` (admins: issue 35 point 9).
 */
export function setCardBlocked(
  payload: Payload,
  cardId: number,
  { blocked, fraud }: StatusChange,
  { actor, reason }: StaffAct,
  mayLiftFraudBlocks: boolean,
): Promise<StatusOutcome> {
  return inTransaction(payload, async (client): Promise<StatusOutcome> => {
    const card = (await lockCardBlock(client, cardId))!
    const current = card.status
    if (!blocked && card.fraudBlock && !mayLiftFraudBlocks)
      return { ok: false, error: 'fraudBlock' }
    const fraudAfter = blocked && (fraud || card.fraudBlock)
    const changes: Changes = {}
    let next = current
    if (blocked !== (current === 'blocked')) {
      next = blocked ? 'blocked' : statusBeforeBlock(await findLastBlockReference(client, cardId))
      changes.status = { before: current, after: next }
      await moveBalances(client, [{ cardId, amount: 0 }], {
        reason: 'statusChange',
        reference: statusReference(current, next, randomUUID()),
        note: reason,
        userId: actor.id,
      })
    }
    if (fraudAfter !== card.fraudBlock) {
      changes.fraudBlock = { before: card.fraudBlock, after: fraudAfter }
    }
    if (Object.keys(changes).length === 0) return { ok: true, status: current }
    await setCardStatus(client, cardId, next, fraudAfter)
    await insertAuditEntry(client, {
      actor,
      collection: 'gift-cards',
      documentId: String(cardId),
      action: blocked ? 'block' : 'unblock',
      changes,
      reason,
    })
    return { ok: true, status: next }
  })
}
