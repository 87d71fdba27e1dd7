import { z } from 'zod'

import { PAYMENT_STATUSES } from './payment-status'

/** What the payer may choose on the simulator's page; `pending` is a bank transfer on its way. */
export const LOCAL_OUTCOMES = ['paid', 'failed', 'canceled', 'pending'] as const
export type LocalOutcome = (typeof LOCAL_OUTCOMES)[number]

/** A transfer awaiting its money is later confirmed or refused by a tester. */
export const SETTLE_OUTCOMES = ['paid', 'failed'] as const
export type SettleOutcome = (typeof SETTLE_OUTCOMES)[number]

/** The only method whose money can be on its way (the `pending` outcome). */
export const TRANSFER_METHOD = 'banktransfer'

/**
 * The simulator's state of one payment, kept in `payments.provider_data`. It never holds a
 * card number or code: only the brand and last four digits of the card used.
 */
export const localSessionSchema = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  orderNumber: z.string(),
  description: z.string(),
  returnUrl: z.string(),
  webhookUrl: z.string(),
  locale: z.string(),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** How many notifications this payment produced: the next event id is `<reference>:<events + 1>`. */
  events: z.number().int().nonnegative(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
})
export type LocalSession = z.infer<typeof localSessionSchema>

/** `loc_` and 16 URL-safe characters, as `createPayment` makes them. */
export const isLocalReference = (reference: string): boolean =>
  /^loc_[A-Za-z0-9_-]{16}$/.test(reference)

/** The id of the session's latest event: a replay or a status look-up carries the same one. */
export const eventId = (reference: string, session: LocalSession): string =>
  `${reference}:${session.events}`
