/**
 * The cart's error codes (spec §8): 2015, 2030 and 2031 are the spec's; 2032 to 2034 are this
 * gateway's own for the other cart families the spec names without codes.
 */
export const cartErrorCodes = {
  appleOrderLimit: 2015,
  giftCardLimit: 2030,
  outOfStock: 2031,
  testCard: 2032,
  zeroBalance: 2033,
  invalidNote: 2034,
} as const

export type CartErrorCode = (typeof cartErrorCodes)[keyof typeof cartErrorCodes]

/** At most this many gift cards in one order (code 2030), and in one package. */
export const GIFT_CARD_LIMIT = 50
