import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

import type {
  GiftcardInfo,
  GiftcardTransaction,
  LedgerReason,
} from '@/commerce/gateway/generated/resolvers'
import { formatCardDate } from './card-checks'
import type { VerifiedCard } from './verify'

/** Movements a balance check shows, newest first. */
const TRANSACTIONS_SHOWN = 10

type LedgerRow = { date: Date; reason: LedgerReason; amount: number; balanceAfter: number }

/** Whether a product is a multi-brand choice card: the only card exchangeable for others. */
export async function isChoiceCard(payload: Payload, productId: string): Promise<boolean> {
  const { rows } = await payload.db.pool.query<{ multiBrand: boolean | null }>({
    name: 'card-product-choice',
    text: `SELECT multi_brand AS "multiBrand" FROM products WHERE id::text = $1`,
    values: [productId],
  })
  return rows[0]?.multiBrand === true
}

async function recentTransactions(
  payload: Payload,
  card: VerifiedCard,
): Promise<GiftcardTransaction[]> {
  // Staff's block and unblock rows move nothing: the holder sees money movements only.
  const { rows } = await payload.db.pool.query<LedgerRow>({
    name: 'card-info-ledger',
    text: `SELECT created_at AS date, reason, amount::int AS amount,
             balance_after::int AS "balanceAfter"
           FROM card_ledger WHERE card_id = $1 AND reason <> 'statusChange'
           ORDER BY created_at DESC, id DESC LIMIT $2`,
    values: [card.id, TRANSACTIONS_SHOWN],
  })
  const money = (value: number) => ({ currency: card.currency, value })
  return rows.map((row) => ({
    date: row.date.toISOString(),
    reason: row.reason,
    amount: money(row.amount),
    balanceAfter: money(row.balanceAfter),
  }))
}

/** What a holder sees of a card after a good PIN (spec §2 balance check): never its number. */
export async function giftCardInfoOf(
  payload: Payload,
  locale: Locale,
  card: VerifiedCard,
  storeId: number,
): Promise<GiftcardInfo> {
  const [choiceCard, transactions] = await Promise.all([
    isChoiceCard(payload, card.productId),
    recentTransactions(payload, card),
  ])
  return {
    lastFour: card.lastFour,
    productId: card.productId,
    productTitle: card.productTitle,
    balance: { currency: card.currency, value: card.balance },
    expiresAt: card.expiresAt,
    formattedExpiryDate: formatCardDate(locale, card.expiresAt),
    redeemable: choiceCard && card.storeId === storeId,
    transactions,
  }
}
