import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'
import type { Actor, Changes } from '@/commerce/domain/staff/audit'
import { statusBeforeBlock, statusReference } from '@/commerce/domain/cards/card-service'

import { insertAuditEntry } from '@/commerce/db/audit-log-repository'
import { findStaffCard } from '@/commerce/db/card-read-repository'
import { findLastBlockReference } from '@/commerce/db/card-ledger-repository'
import { lockCardBlock, setCardStatus } from '@/commerce/db/gift-card-repository'
import { inTransaction } from '@/commerce/db/transaction'
import { moveBalances } from './card-ledger'

/** Who acts and why: kept in the card's ledger and in the audit log. */
/**
 * The card a staff action names, with the currency its amounts are in and the store that sold it
 * (whose staff may act on it); null when there is none.
 */
export const staffCard = (
  payload: Payload,
  cardId: number,
): Promise<{ id: number; currency: string; storeId: number } | null> =>
  findStaffCard(payload, cardId)

export type StaffAct = { actor: Actor; reason: string }

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
