import type { Payload } from 'payload'

import { localSessionSchema, type LocalSession } from '@/commerce/domain/payments/local-session'
import type { PaymentReview, PaymentStatus } from '@/commerce/domain/payments/payment-status'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** Where the simulator keeps its sessions: the `provider_data` of the payments row. */
export interface LocalPaymentRepository {
  get(reference: string): Promise<LocalSession | null>
  /**
   * Writes the session if the payment is still in status `from`; false when someone decided
   * it in between (two tabs, a double click), so a payment is decided only once.
   */
  transition(reference: string, from: PaymentStatus, next: LocalSession): Promise<boolean>
}

/** The sessions in the `payments` table the order code fills right after `createPayment`. */
export function paymentRepository(payload: Payload): LocalPaymentRepository {
  return {
    async get(reference) {
      const { rows } = await poolOf(payload).query<{ provider_data: unknown }>({
        name: 'local-payment-get',
        text: `SELECT provider_data FROM payments WHERE reference = $1 AND provider = 'local'`,
        values: [reference],
      })
      const parsed = localSessionSchema.safeParse(rows[0]?.provider_data)
      return parsed.success ? parsed.data : null
    },
    async transition(reference, from, next) {
      const { rowCount } = await poolOf(payload).query({
        name: 'local-payment-transition',
        text: `UPDATE payments SET provider_data = $3::jsonb, updated_at = now()
               WHERE reference = $1 AND provider = 'local' AND provider_data->>'status' = $2`,
        values: [reference, from, JSON.stringify(next)],
      })
      return rowCount === 1
    },
  }
}

/**
 * A payment as a provider's notification finds it, with its order's store and whether it pays
 * the order's total as it stands now (amount and currency).
 */
export type NotifiedPayment = {
  id: number
  order_id: number
  status: string
  store_id: number
  amount: number
  currency: string
  order_total: number
  order_currency: string
}

/** The payment of this provider's reference and its order, both locked; null when unknown. */
export async function lockPaymentByReference(
  client: SqlClient,
  reference: string,
  provider: string,
): Promise<NotifiedPayment | null> {
  // Amounts are numeric, which pg hands over as strings: cents fit an integer.
  const { rows } = await client.query<NotifiedPayment>(
    `SELECT p.id, p.order_id, p.status, o.store_id, p.amount::integer AS amount, p.currency,
       o.grand_total::integer AS order_total, o.currency AS order_currency
     FROM payments p JOIN orders o ON o.id = p.order_id
     WHERE p.reference = $1 AND p.provider = $2 FOR UPDATE OF p, o`,
    [reference, provider],
  )
  return rows[0] ?? null
}

/** Leaves a payment for staff to review (the admin lists it by `review`). */
export async function flagPaymentForReview(
  client: SqlClient,
  paymentId: number,
  review: PaymentReview,
): Promise<void> {
  await client.query(`UPDATE payments SET review = $2, updated_at = now() WHERE id = $1`, [
    paymentId,
    review,
  ])
}

/**
 * Takes the right to ask the provider about a payment now: at most once per `intervalSeconds`
 * per payment, whichever instance asks (the row's conditional UPDATE decides; a concurrent one
 * waits for it and then finds the stamp fresh). `unknown` when the shop made no such payment.
 */
export async function claimStatusCheck(
  payload: Payload,
  provider: string,
  reference: string,
  intervalSeconds: number,
): Promise<'claimed' | 'throttled' | 'unknown'> {
  const { rows } = await poolOf(payload).query<{ known: boolean; claimed: boolean }>({
    name: 'payment-status-claim',
    text: `WITH payment AS (SELECT id FROM payments WHERE reference = $1 AND provider = $2),
       claimed AS (UPDATE payments SET status_checked_at = now()
         WHERE id IN (SELECT id FROM payment) AND (status_checked_at IS NULL
           OR status_checked_at <= now() - make_interval(secs => $3))
         RETURNING id)
     SELECT EXISTS (SELECT 1 FROM payment) AS known, EXISTS (SELECT 1 FROM claimed) AS claimed`,
    values: [reference, provider, intervalSeconds],
  })
  const { known, claimed } = rows[0]!
  return claimed ? 'claimed' : known ? 'throttled' : 'unknown'
}

export async function setPaymentStatus(
  client: SqlClient,
  paymentId: number,
  status: string,
): Promise<void> {
  await client.query(`UPDATE payments SET status = $2, updated_at = now() WHERE id = $1`, [
    paymentId,
    status,
  ])
}

export type NewPayment = {
  orderId: number
  provider: string
  reference: string
  method: string
  amount: number
  currency: string
  status: string
  redirectUrl: string | null
  providerData: unknown
}

/** The payment a provider created for an order. */
export async function insertPayment(payload: Payload, payment: NewPayment): Promise<void> {
  await poolOf(payload).query(
    `INSERT INTO payments (order_id, provider, reference, method, amount, currency, status,
       redirect_url, provider_data, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, now(), now())`,
    [
      payment.orderId,
      payment.provider,
      payment.reference,
      payment.method,
      payment.amount,
      payment.currency,
      payment.status,
      payment.redirectUrl,
      JSON.stringify(payment.providerData ?? {}),
    ],
  )
}
