import type { CardErrorKey } from './card-errors'

/** Spec §4 card states a card keeps; expiry and balance come from its fields. */
export type CardStatus = 'active' | 'blocked' | 'notActivated'

/** What the card checks read of a card whose PIN was right. */
export type CheckedCard = {
  status: CardStatus
  /** Cents. */
  balance: number
  /** ISO date (YYYY-MM-DD): the last day the card can be used. */
  expiresAt: string
  storeId: number
}

export type CardCheck = { ok: true } | { ok: false; error: CardErrorKey }

/**
 * The spec §4 card check outcomes of a card found with a good PIN, in the order a holder can act
 * on them: another store's card, blocked, expired (on `today`, ISO date on the store's clock), not activated,
 * and — when the card must pay — no balance left. Unknown and already-added are decided by the
 * lookup and the redeem session.
 */
export function checkCard(
  card: CheckedCard,
  { storeId, today, mustPay }: { storeId: number; today: string; mustPay: boolean },
): CardCheck {
  if (card.storeId !== storeId) return { ok: false, error: 'wrongStore' }
  if (card.status === 'blocked') return { ok: false, error: 'blocked' }
  if (card.expiresAt < today) return { ok: false, error: 'expired' }
  if (card.status === 'notActivated') return { ok: false, error: 'notActivated' }
  if (mustPay && card.balance <= 0) return { ok: false, error: 'noBalance' }
  return { ok: true }
}
