import type { Payload } from 'payload'

import type { PaymentNotification } from '@/server/payments/types'

/**
 * Applies a verified payment notification to its payment and order (idempotent on the event id).
 * Placeholder of the payments branch: the lead's orders branch replaces it on merge.
 */
export async function applyPaymentNotification(
  payload: Payload,
  providerId: string,
  notification: PaymentNotification,
): Promise<{ applied: boolean }> {
  void payload
  void providerId
  void notification
  throw new Error('lead implements')
}
