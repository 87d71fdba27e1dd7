import crypto from 'node:crypto'

import { z } from 'zod'

import { logger } from '@/server/logger'
import { readLimitedBody } from '@/server/request-body'

import {
  eventId,
  type LocalOutcome,
  type LocalSession,
  type SettleOutcome,
} from '@/commerce/domain/payments/local-session'
import { PAYMENT_STATUSES } from '@/commerce/domain/payments/payment-status'
import type { LocalPaymentRepository } from '@/commerce/db/payment-repository'
import { SIGNATURE_HEADER, verifyWebhook } from './signature'
import type { PaymentNotification, PaymentProvider } from './types'
import { deliverWebhook } from './webhook-delivery'

export const LOCAL_PROVIDER_ID = 'local'

const webhookSchema = z.object({
  id: z.string().max(100),
  reference: z.string().max(100),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string().max(50).nullable(),
})

/** What deciding a payment on the page came to. */
export type LocalDecision =
  | { result: 'unknown' }
  | { result: 'already-decided'; session: LocalSession }
  | { result: 'decided'; session: LocalSession; delivered: boolean }

export type LocalPaymentProvider = PaymentProvider & {
  /** The session behind the hosted page, or null for an unknown reference. */
  session(reference: string): Promise<LocalSession | null>
  /** The payer's choice on the hosted page, once per payment (`pending` only for a transfer). */
  decide(
    reference: string,
    choice: { outcome: LocalOutcome; method: string; card: LocalSession['card'] },
  ): Promise<LocalDecision>
  /** A tester confirms or refuses a bank transfer that is still pending. */
  settle(reference: string, outcome: SettleOutcome): Promise<LocalDecision>
}

export type LocalProviderOptions = {
  repository: LocalPaymentRepository
  secret: string
  serverUrl: string
  fetch?: typeof globalThis.fetch
  now?: () => number
}

/**
 * The embedded payment simulator: a hosted page served by the app, where the payer picks the
 * outcome, and signed webhooks to the shop like a real provider's.
 */
export function createLocalProvider(options: LocalProviderOptions): LocalPaymentProvider {
  const { repository, secret, serverUrl, fetch, now = Date.now } = options

  const notification = (reference: string, session: LocalSession): PaymentNotification => ({
    eventId: eventId(reference, session),
    reference,
    status: session.status,
    method: session.method,
  })

  async function move(
    reference: string,
    from: 'open' | 'pending',
    change: (session: LocalSession) => LocalSession,
  ): Promise<LocalDecision> {
    const session = await repository.get(reference)
    if (!session) return { result: 'unknown' }
    if (session.status !== from) return { result: 'already-decided', session }
    const next = { ...change(session), events: session.events + 1 }
    if (!(await repository.transition(reference, from, next))) {
      const current = await repository.get(reference)
      return current ? { result: 'already-decided', session: current } : { result: 'unknown' }
    }
    const { eventId: id, ...rest } = notification(reference, next)
    const body = JSON.stringify({ id, ...rest })
    const delivered = await deliverWebhook({
      url: next.webhookUrl,
      body,
      secret,
      fetch,
      now: now(),
    })
    // Not fatal: the shop asks fetchStatus when the payer comes back.
    if (!delivered) logger().warn(`Payment ${reference}: webhook ${id} not delivered`)
    return { result: 'decided', session: next, delivered }
  }

  return {
    id: LOCAL_PROVIDER_ID,

    async createPayment(input) {
      const reference = `loc_${crypto.randomBytes(12).toString('base64url')}`
      const session: LocalSession = {
        amount: input.amount.value,
        currency: input.amount.currency,
        orderNumber: input.orderNumber,
        description: input.description,
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        locale: input.locale,
        method: input.method,
        status: 'open',
        events: 0,
        card: null,
      }
      return {
        reference,
        redirectUrl: `${serverUrl.replace(/\/$/, '')}/api/payments/local/${reference}/`,
        status: 'open',
        providerData: session,
      }
    },

    async readWebhook(request) {
      const body = await readLimitedBody(request, 4_096)
      if (body === null) return null
      if (!verifyWebhook(request.headers.get(SIGNATURE_HEADER), body, secret, now())) return null
      let json: unknown
      try {
        json = JSON.parse(body)
      } catch {
        return null
      }
      const parsed = webhookSchema.safeParse(json)
      if (!parsed.success || !(await repository.get(parsed.data.reference))) return null
      const { id, ...rest } = parsed.data
      return { eventId: id, ...rest }
    },

    async fetchStatus(reference) {
      const session = await repository.get(reference)
      if (!session) throw new Error(`Unknown local payment ${reference}`)
      return notification(reference, session)
    },

    session: (reference) => repository.get(reference),

    decide: (reference, { outcome, method, card }) =>
      move(reference, 'open', (session) => ({
        ...session,
        status: outcome,
        method,
        card,
      })),

    settle: (reference, outcome) =>
      move(reference, 'pending', (session) => ({ ...session, status: outcome })),
  }
}
