import type { AdjustmentLimits, LimitTier } from '@/commerce/domain/staff/adjustment-caps'

import type { SqlClient } from './transaction'

/** Each tier's columns in `stores` (the `staffLimits` group). */
const COLUMNS: Record<LimitTier, string> = {
  admin: 'staff_limits_admin',
  service: 'staff_limits_service',
}

/** The advisory-lock class of one member of staff's adjustments (the second key is their id). */
const ADJUSTMENTS_LOCK = 35_009

/**
 * The caps of `tier` in the store of the card, and what `staffId` adjusted on that store's cards
 * since midnight in the store's time zone. Taken under a lock of that member of staff's
 * adjustments, so two at once cannot both fit under the day's cap.
 */
export async function lockAdjustmentAllowance(
  client: SqlClient,
  { cardId, staffId, tier }: { cardId: number; staffId: number; tier: LimitTier },
): Promise<{ limits: AdjustmentLimits; usedToday: number }> {
  await client.query(`SELECT pg_advisory_xact_lock($1, $2)`, [ADJUSTMENTS_LOCK, staffId])
  const tierColumns = COLUMNS[tier]
  const { rows } = await client.query<AdjustmentLimits & { usedToday: number }>(
    `SELECT s.${tierColumns}_per_adjustment::int AS "perAdjustment",
       s.${tierColumns}_per_day::int AS "perDay",
       (SELECT coalesce(sum(abs(l.amount)), 0)::int FROM card_ledger l
          JOIN gift_cards c ON c.id = l.card_id
        WHERE l.user_id = $2 AND l.reason = 'adjustment' AND c.store_id = s.store_id
          AND l.created_at >= date_trunc('day', now() AT TIME ZONE s.time_zone)
            AT TIME ZONE s.time_zone) AS "usedToday"
     FROM gift_cards g JOIN stores s ON s.store_id = g.store_id WHERE g.id = $1`,
    [cardId, staffId],
  )
  const { usedToday, ...limits } = rows[0]!
  return { limits, usedToday }
}
