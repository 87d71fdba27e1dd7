/** A card paying for a redeem order, as added: its balance now, in cents. */
export type RedeemSource = { id: number; lastFour: string; balance: number }

export type RedeemPaymentValue = RedeemSource & { value: number }

export type RedeemAllocation = {
  payments: RedeemPaymentValue[]
  /** Card total minus what the cards pay, never below 0 (spec §4): the shortfall. */
  amountToPay: number
  /** What stays on the cards once the order is paid. */
  remainingBalance: number
}

/**
 * What each source card pays of a redeem order of `total` cents: cards pay in the order they
 * were added, each up to its balance. Integer cents, so the spec's rounding to 2 decimals holds.
 */
export function allocateRedeemPayments(sources: RedeemSource[], total: number): RedeemAllocation {
  let left = Math.max(0, total)
  const payments = sources.map((source) => {
    const value = Math.min(Math.max(0, source.balance), left)
    left -= value
    return { ...source, value }
  })
  const onCards = sources.reduce((sum, source) => sum + Math.max(0, source.balance), 0)
  const paid = payments.reduce((sum, payment) => sum + payment.value, 0)
  return { payments, amountToPay: left, remainingBalance: onCards - paid }
}
