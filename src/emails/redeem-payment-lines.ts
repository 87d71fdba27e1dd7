import { createTranslator } from 'next-intl'

import type { RedeemSettlement } from '@/commerce/domain/redeem/redeem-settlement'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import { invoiceTexts, type InvoiceLocale } from './invoice-texts'

import type { StoreLocality } from './dates'
import { storeMoney } from './mail-store'

const catalogues = { fr, nl, en } as const

/** The texts of a redeem order's payment, for its confirmation mail and its invoice. */
export const redeemMailTexts = (locale: InvoiceLocale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'RedeemMail' })

/** A redeem order's payment in words, line by line. */
export type RedeemPaymentLines = {
  heading: string
  /** 'Carte •••• 1234 : −40 €', for each card that paid. */
  cards: string[]
  /** What the payment method paid, 0 € included. */
  shortfall: string
  /** What stays on each card. */
  balances: string[]
}

/**
 * The lines of a redeem order's payment: each card's part, the shortfall and what the cards keep.
 * A card the others covered paid nothing: it has no payment line, only its balance.
 */
export function redeemPaymentLines(
  settlement: RedeemSettlement,
  paymentMethod: string | null,
  locale: InvoiceLocale,
  store: StoreLocality,
  currency: string,
): RedeemPaymentLines {
  const t = redeemMailTexts(locale)
  const amount = (value: number) => storeMoney(locale, store, value, currency)
  const paid = settlement.paidByPaymentMethod
  const method = invoiceTexts(locale)('paymentMethod', { method: paymentMethod ?? 'other' })
  return {
    heading: t('heading'),
    cards: settlement.cards
      .filter((card) => card.paid > 0)
      .map((card) => t('card', { lastFour: card.lastFour, amount: amount(card.paid) })),
    shortfall:
      paid > 0
        ? t('shortfallPaid', { method, amount: amount(paid) })
        : t('noShortfall', { amount: amount(0) }),
    balances: settlement.cards.map((card) =>
      t('balanceLeft', { lastFour: card.lastFour, amount: amount(card.balanceLeft) }),
    ),
  }
}
