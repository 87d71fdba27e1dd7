/** Spec §9: in France a chosen card holds at most 150 EUR; more is split across cards. */
export const REDEEM_CARD_MAXIMUM = 15_000

/** Cards of one amount: what one addRedeemPackage call asks for. */
export type RedeemCardGroup = { amount: number; qty: number }

/**
 * How many cards an amount (cents, whole euros) becomes, each at most `maximum`: as few cards as
 * possible, as even as possible in whole euros, so that no card falls below the minimum value
 * (155 EUR is 78 + 77 EUR, not 150 + 5 EUR). Larger cards come first.
 */
export function splitRedeemAmount(
  amount: number,
  maximum = REDEEM_CARD_MAXIMUM,
): RedeemCardGroup[] {
  // Amounts are whole euros (spec §5): anything else is no amount.
  if (!Number.isInteger(amount) || amount <= 0 || amount % 100 !== 0) return []
  const cards = Math.ceil(amount / maximum)
  const euros = amount / 100
  const base = Math.floor(euros / cards)
  const larger = euros - base * cards
  const groups: RedeemCardGroup[] = []
  if (larger > 0) groups.push({ amount: (base + 1) * 100, qty: larger })
  groups.push({ amount: base * 100, qty: cards - larger })
  return groups
}
