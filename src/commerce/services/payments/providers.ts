import type { Payload } from 'payload'

import { paymentRepository } from '@/commerce/db/payment-repository'
import { serverEnv } from '@/server/env'

import { createLocalProvider, LOCAL_PROVIDER_ID, type LocalPaymentProvider } from './local'
import { createMollieProvider, MOLLIE_PROVIDER_ID } from './mollie'
import type { PaymentProvider } from './types'

let local: LocalPaymentProvider | undefined
let mollie: PaymentProvider | undefined

/** The embedded simulator, always there: its hosted page and webhooks answer for `loc_` payments. */
export function localPaymentProvider(payload: Payload): LocalPaymentProvider {
  const { PAYMENT_WEBHOOK_SECRET, SERVER_URL } = serverEnv()
  local ??= createLocalProvider({
    repository: paymentRepository(payload),
    secret: PAYMENT_WEBHOOK_SECRET,
    serverUrl: SERVER_URL,
  })
  return local
}

/** The provider new payments go to: PAYMENT_PROVIDER, else Mollie when its key is set, else local. */
export function paymentProvider(payload: Payload): PaymentProvider {
  const { PAYMENT_PROVIDER, MOLLIE_API_KEY } = serverEnv()
  const chosen = PAYMENT_PROVIDER ?? (MOLLIE_API_KEY ? MOLLIE_PROVIDER_ID : LOCAL_PROVIDER_ID)
  if (chosen === LOCAL_PROVIDER_ID) return localPaymentProvider(payload)
  if (!MOLLIE_API_KEY) throw new Error('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY')
  mollie ??= createMollieProvider({ apiKey: MOLLIE_API_KEY })
  return mollie
}

/** The provider a webhook names: the active one, or the simulator (its payments may still settle). */
export function webhookProvider(payload: Payload, id: string): PaymentProvider | null {
  if (id === LOCAL_PROVIDER_ID) return localPaymentProvider(payload)
  const active = paymentProvider(payload)
  return active.id === id ? active : null
}
