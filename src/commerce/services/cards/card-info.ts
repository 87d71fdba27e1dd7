import type { Payload } from 'payload'

import type { GiftcardInfo, GiftcardTransaction, LedgerReason } from '@/commerce/contract/types'
import { findRecentMovements } from '@/commerce/db/card-ledger-repository'
import { formatCardDate } from './card-checks'
import type { VerifiedCard } from './verify'

/** Movements a balance check shows, newest first. */
const TRANSACTIONS_SHOWN = 10

async function recentTransactions(
  payload: Payload,
  card: VerifiedCard,
): Promise<GiftcardTransaction[]> {
  // Staff's block and unblock rows move nothing: the holder sees money movements only.
  const rows = await findRecentMovements(payload, card.id, TRANSACTIONS_SHOWN)
  const money = (value: number) => ({ currency: card.currency, value })
  return rows.map((row) => ({
    date: row.date.toISOString(),
    reason: row.reason as LedgerReason,
    amount: money(row.amount),
    balanceAfter: money(row.balanceAfter),
  }))
}

/**
 * What a holder sees of a card after a good PIN (spec §2 balance check): never its number; its
 * last day as `intl` ('nl-BE') writes it.
 */
export async function giftCardInfoOf(
  payload: Payload,
  intl: string,
  card: VerifiedCard,
  storeId: number,
): Promise<GiftcardInfo> {
  const transactions = await recentTransactions(payload, card)
  return {
    lastFour: card.lastFour,
    productId: card.productId,
    productTitle: card.productTitle,
    balance: { currency: card.currency, value: card.balance },
    expiresAt: card.expiresAt,
    formattedExpiryDate: formatCardDate(intl, card.expiresAt),
    redeemable: card.choiceCard && card.storeId === storeId,
    transactions,
  }
}
