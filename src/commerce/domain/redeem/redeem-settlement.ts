/** What a placed redeem order took from one source card (orders.card_payments), in cents. */
export type OrderCardPayment = {
  lastFour: string
  /** The card's balance when the order was placed, before it paid. */
  balance: number
  amount: number
}

export type SettledCard = { lastFour: string; paid: number; balanceLeft: number }

/** How a redeem order was paid: by its cards, then the shortfall by the payment method. */
export type RedeemSettlement = {
  cards: SettledCard[]
  paidByCards: number
  /** The shortfall the payment method paid; 0 when the cards paid it all. */
  paidByPaymentMethod: number
  /** What stays on all the cards together. */
  balanceLeft: number
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/**
 * The settlement of an order of `total` cents from what its cards paid; null for an order no
 * card paid (a regular order), whose mails and invoice say nothing of cards.
 */
export function redeemSettlement(
  cardPayments: OrderCardPayment[],
  total: number,
): RedeemSettlement | null {
  if (cardPayments.length === 0) return null
  const cards = cardPayments.map((payment) => ({
    lastFour: payment.lastFour,
    paid: payment.amount,
    balanceLeft: Math.max(0, payment.balance - payment.amount),
  }))
  const paidByCards = sum(cards.map((card) => card.paid))
  return {
    cards,
    paidByCards,
    paidByPaymentMethod: Math.max(0, total - paidByCards),
    balanceLeft: sum(cards.map((card) => card.balanceLeft)),
  }
}
