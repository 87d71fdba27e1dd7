/**
 * The most a member of staff moves on cards' balances by hand (issue 35 point 9): per adjustment
 * and per day, in cents of the store's currency, from the store's data (`staffLimits`). Credits
 * and debits both count: either moves value.
 */
export type AdjustmentLimits = { perAdjustment: number; perDay: number }

/** Which of the store's limits apply: the admins' or customer service's. */
export type LimitTier = 'admin' | 'service'

export type CapRefusal = { cap: keyof AdjustmentLimits; limit: number; used: number }

/**
 * Why an adjustment of `amount` (signed cents) is above the caps, when `usedToday` cents were
 * already adjusted by the same member of staff today; null when it is within them.
 */
export function capRefusal(
  amount: number,
  usedToday: number,
  limits: AdjustmentLimits,
): CapRefusal | null {
  const size = Math.abs(amount)
  if (size > limits.perAdjustment) {
    return { cap: 'perAdjustment', limit: limits.perAdjustment, used: usedToday }
  }
  if (usedToday + size > limits.perDay) {
    return { cap: 'perDay', limit: limits.perDay, used: usedToday }
  }
  return null
}
