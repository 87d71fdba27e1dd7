import type { Payload } from 'payload'

import { localSessionSchema, type LocalSession } from '@/commerce/domain/payments/local-session'
import type { PaymentStatus } from '@/commerce/domain/payments/payment-status'

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
      const { db } = payload
      const { rows } = await db.pool.query<{ provider_data: unknown }>({
        name: 'local-payment-get',
        text: `SELECT provider_data FROM payments WHERE reference = $1 AND provider = 'local'`,
        values: [reference],
      })
      const parsed = localSessionSchema.safeParse(rows[0]?.provider_data)
      return parsed.success ? parsed.data : null
    },
    async transition(reference, from, next) {
      const { db } = payload
      const { rowCount } = await db.pool.query({
        name: 'local-payment-transition',
        text: `UPDATE payments SET provider_data = $3::jsonb, updated_at = now()
               WHERE reference = $1 AND provider = 'local' AND provider_data->>'status' = $2`,
        values: [reference, from, JSON.stringify(next)],
      })
      return rowCount === 1
    },
  }
}
