/** A redeem session (token and its open redeem order) lives this long after its last change. */
export const REDEEM_SESSION_HOURS = 24

/** A source card of a redeem session: the card's id and the digits shown. */
export type RedeemCardRef = { card: number; lastFour: string }
