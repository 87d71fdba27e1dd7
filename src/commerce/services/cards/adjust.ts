import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import {
  capRefusal,
  type CapRefusal,
  type LimitTier,
} from '@/commerce/domain/staff/adjustment-caps'

import { insertAuditEntry } from '@/commerce/db/audit-log-repository'
import { findCardBalance } from '@/commerce/db/card-read-repository'
import { lockAdjustmentAllowance } from '@/commerce/db/staff-limits-repository'
import { inTransaction } from '@/commerce/db/transaction'
import { InsufficientBalance, moveBalances } from './card-ledger'
import type { StaffAct } from './staff-actions'

/**
 * The balance after; or the balance kept when the adjustment would take it below zero; or the
 * cap it would pass.
 */
export type AdjustOutcome =
  | { ok: true; balance: number }
  | { ok: false; error: 'insufficient'; balance: number }
  | ({ ok: false; error: 'cap' } & CapRefusal)

class AboveCap extends Error {
  constructor(readonly refusal: CapRefusal) {
    super('Above the adjustment caps')
  }
}

/**
 * A manual adjustment of a card's balance by staff (signed cents), with its reason as the
 * ledger note and an audit-log entry: refused, and nothing written, when the balance would fall
 * below zero or the adjustment is above the caps of `tier` in the card's store (per adjustment,
 * and with what the same member of staff adjusted today).
 */
export async function adjustCardBalance(
  payload: Payload,
  cardId: number,
  amount: number,
  { actor, reason }: StaffAct,
  tier: LimitTier,
): Promise<AdjustOutcome> {
  try {
    const balance = await inTransaction(payload, async (client) => {
      const { limits, usedToday } = await lockAdjustmentAllowance(client, {
        cardId,
        staffId: actor.id,
        tier,
      })
      const balances = await moveBalances(client, [{ cardId, amount }], {
        reason: 'adjustment',
        reference: `adjustment:${randomUUID()}`,
        note: reason,
        userId: actor.id,
      })
      // After the balance's own refusal, which says more; throwing rolls the movement back.
      const refusal = capRefusal(amount, usedToday, limits)
      if (refusal) throw new AboveCap(refusal)
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
    if (error instanceof AboveCap) return { ok: false, error: 'cap', ...error.refusal }
    if (!(error instanceof InsufficientBalance)) throw error
    const balance = (await findCardBalance(payload, cardId))!
    return { ok: false, error: 'insufficient', balance }
  }
}
