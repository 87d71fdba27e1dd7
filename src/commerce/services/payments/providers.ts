import type { Payload } from 'payload'

import { paymentRepository } from '@/commerce/db/payment-repository'
import { serverEnv } from '@/server/env'

import { createLocalProvider, LOCAL_PROVIDER_ID, type LocalPaymentProvider } from './local'
import { createMollieProvider, MOLLIE_PROVIDER_ID } from './mollie'
import type { PaymentProvider } from './types'

let local: LocalPaymentProvider | undefined
let mollie: PaymentProvider | undefined

/** The embedded simulator: new payments go to it only when it is the active provider. */
export function localPaymentProvider(payload: Payload): LocalPaymentProvider {
  const { PAYMENT_WEBHOOK_SECRET, SERVER_URL } = serverEnv()
  local ??= createLocalProvider({
    repository: paymentRepository(payload),
    secret: PAYMENT_WEBHOOK_SECRET,
    serverUrl: SERVER_URL,
  })
  return local
}

/** PAYMENT_PROVIDER, else Mollie when its key is set, else the simulator. */
function activeProviderId(): string {
  const { PAYMENT_PROVIDER, MOLLIE_API_KEY } = serverEnv()
  return PAYMENT_PROVIDER ?? (MOLLIE_API_KEY ? MOLLIE_PROVIDER_ID : LOCAL_PROVIDER_ID)
}

/**
 * Whether the simulator is the active provider (production asks PAYMENT_PROVIDER=local for it).
 * Otherwise its pages answer 404 and its webhooks are refused: a `loc_` payment left from before
 * a switch to Mollie completes nothing.
 */
export const simulatorActive = (): boolean => activeProviderId() === LOCAL_PROVIDER_ID

/** The provider new payments go to, and the only one whose payments may still settle. */
export function paymentProvider(payload: Payload): PaymentProvider {
  if (simulatorActive()) return localPaymentProvider(payload)
  const { MOLLIE_API_KEY } = serverEnv()
  if (!MOLLIE_API_KEY) throw new Error('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY')
  mollie ??= createMollieProvider({ apiKey: MOLLIE_API_KEY })
  return mollie
}

/** The provider a webhook names, when it is the active one; null otherwise. */
export function webhookProvider(payload: Payload, id: string): PaymentProvider | null {
  const active = paymentProvider(payload)
  return active.id === id ? active : null
}
