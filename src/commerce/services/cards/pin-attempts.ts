import type { Payload } from 'payload'

import { failureWindowStart, lockEnd, type PinAttempts } from '@/commerce/domain/cards/pin-lock'

/**
 * Counts an attempt on a card number before its PIN is checked, in one statement: concurrent
 * guesses each get their own count, so a burst cannot run past the allowance. A number that is
 * locked keeps its count; a lock that ended or a window that passed starts counting anew.
 */
export async function countPinAttempt(
  payload: Payload,
  numberHash: string,
  now: Date,
): Promise<PinAttempts> {
  const { rows } = await payload.db.pool.query<PinAttempts>({
    name: 'card-pin-attempt-count',
    text: `INSERT INTO card_pin_attempts AS a (number_hash, failures, window_started_at, updated_at,
             created_at)
           VALUES ($1, 1, $2, $2, $2)
           ON CONFLICT (number_hash) DO UPDATE SET
             failures = CASE WHEN a.locked_until > $2 THEN a.failures
               WHEN a.locked_until IS NOT NULL OR a.window_started_at <= $3 THEN 1
               ELSE a.failures + 1 END,
             window_started_at = CASE WHEN a.locked_until > $2 THEN a.window_started_at
               WHEN a.locked_until IS NOT NULL OR a.window_started_at <= $3 THEN $2
               ELSE a.window_started_at END,
             locked_until = CASE WHEN a.locked_until > $2 THEN a.locked_until END,
             updated_at = $2
           RETURNING failures::int AS failures, locked_until AS "lockedUntil"`,
    values: [numberHash, now, failureWindowStart(now)],
  })
  return rows[0]!
}

/** Locks a number whose allowance a wrong PIN used up; an existing lock is kept as it is. */
export async function lockCardNumber(payload: Payload, numberHash: string, now: Date) {
  await payload.db.pool.query({
    name: 'card-pin-attempt-lock',
    text: `UPDATE card_pin_attempts SET locked_until = $3, updated_at = $2
           WHERE number_hash = $1 AND (locked_until IS NULL OR locked_until <= $2)`,
    values: [numberHash, now, lockEnd(now)],
  })
}

/** A good PIN: the number's count starts over. */
export async function forgetPinAttempts(payload: Payload, numberHash: string) {
  await payload.db.pool.query({
    name: 'card-pin-attempt-forget',
    text: `DELETE FROM card_pin_attempts WHERE number_hash = $1`,
    values: [numberHash],
  })
}
