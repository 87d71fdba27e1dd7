import { z } from 'zod'

import { toCents } from '../money'
import type { CardStatus } from './card-check'

/**
 * Customer service on a card in /admin: balance adjustments, blocking and resending its e-mail.
 * Its checks answer keys of the admin's messages (Admin.CardService), which /admin says in the
 * staff member's language.
 */

/** Largest manual adjustment (cents): a slip of a few zeros is refused rather than loaded. */
export const MAX_ADJUSTMENT = 1_000_00

const reasonSchema = z
  .string({ error: 'reasonRequired' })
  .trim()
  .min(3, { error: 'reasonTooShort' })
  .max(500, { error: 'reasonTooLong' })

export const adjustmentSchema = z.object({
  amount: z
    .number({ error: 'amountNotNumber' })
    .int({ error: 'amountNotWhole' })
    .min(-MAX_ADJUSTMENT, { error: 'amountTooLarge' })
    .max(MAX_ADJUSTMENT, { error: 'amountTooLarge' })
    .refine((amount) => amount !== 0, { error: 'amountZero' }),
  reason: reasonSchema,
})

export const statusChangeSchema = z.object({
  blocked: z.boolean({ error: 'blockedMissing' }),
  /** A block for fraud, which only an admin lifts. */
  fraud: z.boolean().default(false),
  reason: reasonSchema,
})

/**
 * A card's e-mail sent again: to its receiver, or to another address (`to`) with a reason, which
 * only admins may (issue 35 point 9).
 */
export const resendSchema = z
  .object({
    to: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'invalidEmail' }))
      .optional(),
    reason: reasonSchema.optional(),
  })
  .refine((input) => !input.to || input.reason, {
    error: 'elsewhereReason',
    path: ['reason'],
  })

/** '12', '-12,5' or '+12.50' euros as signed cents; null when it is not such an amount. */
export function centsFromEuroText(text: string): number | null {
  const match = /^\s*([+-]?)(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  const cents = toCents(Number(whole)) + Number(fraction.padEnd(2, '0'))
  return sign === '-' ? -cents : cents
}

/**
 * A status change is kept in the ledger as a movement of 0 whose reference names both states,
 * so unblocking can give back what the card was before (a card blocked before activation must
 * not become spendable).
 */
export const statusReference = (from: CardStatus, to: CardStatus, id: string): string =>
  `status:${from}->${to}:${id}`

/** The status to restore when unblocking, read from the reference of the last block. */
export function statusBeforeBlock(blockReference: string | null): CardStatus {
  const from = /^status:(\w+)->blocked:/.exec(blockReference ?? '')?.[1]
  return from === 'notActivated' ? 'notActivated' : 'active'
}

/** What resending a card's e-mail needs to know of the card. */
export type MailedCard = {
  deliveryType: string
  receiverEmail: string | null
  deliverAt: Date | null
  mailClaimedAt: Date | null
  mailSentAt: Date | null
}

export type ResendRefusal = 'notDigital' | 'noReceiverEmail' | 'scheduled' | 'beingSent'

/**
 * Why a card's e-mail cannot be sent again now, or null when it can. A sender that claimed the
 * mail less than `claimMinutes` ago and has not finished is still at work: resending then would
 * mail the card twice.
 */
export function resendRefusal(
  card: MailedCard,
  now: Date,
  claimMinutes: number,
): ResendRefusal | null {
  if (card.deliveryType !== 'DIGITAL') return 'notDigital'
  if (!card.receiverEmail) return 'noReceiverEmail'
  if (!card.mailSentAt && card.deliverAt && card.deliverAt > now) return 'scheduled'
  const claimFresh =
    card.mailClaimedAt && now.getTime() - card.mailClaimedAt.getTime() < claimMinutes * 60_000
  if (!card.mailSentAt && claimFresh) return 'beingSent'
  return null
}
