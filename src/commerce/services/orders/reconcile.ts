import type { Payload } from 'payload'

import { paymentProvider } from '@/commerce/services/payments'

import { applyPaymentNotification } from './payment-events'
import { checkPaymentStatus } from './status-checks'
import type { OrderRow } from '@/commerce/db/order-repository'

/** A payment open this long without news is asked about: its webhook may have been lost. */
const ASK_AFTER_MS = 3_000

/**
 * Catches up a pending order whose payment the provider may have settled without reaching us
 * (a lost or late webhook): asks the provider, at most once per payment per status-check
 * interval however many reads come, and applies the answer like a notification. Only a payment
 * of the active provider is asked about. True when the order may have moved.
 */
export async function reconcilePayment(payload: Payload, row: OrderRow): Promise<boolean> {
  if (row.status !== 'PENDING' || !row.payment_reference || row.payment_status !== 'open') {
    return false
  }
  if (Date.now() - (row.payment_created_at?.getTime() ?? 0) < ASK_AFTER_MS) return false
  const provider = paymentProvider(payload)
  if (row.payment_provider !== provider.id) return false
  const check = await checkPaymentStatus(payload, provider, row.payment_reference).catch(() => null)
  if (check?.result !== 'fetched' || check.notification.status === 'open') return false
  const { applied } = await applyPaymentNotification(payload, provider.id, check.notification)
  return applied
}
