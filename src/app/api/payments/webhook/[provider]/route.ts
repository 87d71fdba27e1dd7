import { receivePaymentWebhook, STATUS_CHECK_SECONDS } from '@/commerce/services/orders'
import { webhookProvider } from '@/commerce/services/payments'
import { logger } from '@/server/logger'
import { getPayloadClient } from '@/server/payload'
import { clientKey, createRateLimit } from '@/server/rate-limit'

export const dynamic = 'force-dynamic'

// A provider calls a few times per payment; a flood from one address is refused.
const allow = createRateLimit({ name: 'payment-webhook', limit: 300, windowMs: 60_000 })

type Context = { params: Promise<{ provider: string }> }

/**
 * POST /api/payments/webhook/<provider>/: a provider's notification, verified by that provider
 * (signature, or a read-back from its API), then applied to the order once per event. Only the
 * active provider is heard. An id of no payment of this shop is refused without asking the
 * provider; one asked about too recently is answered 503, so the provider calls again later.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const payload = await getPayloadClient()
  if (!(await allow.consume(payload, clientKey(request))))
    return Response.json({ ok: false }, { status: 429 })
  const { provider: providerId } = await params
  try {
    const provider = webhookProvider(payload, providerId)
    if (!provider) return Response.json({ ok: false }, { status: 404 })
    const message = await provider.readWebhook(request)
    if (!message) return Response.json({ ok: false }, { status: 401 })
    const received = await receivePaymentWebhook(payload, provider, message)
    if (received === 'unknown') return Response.json({ ok: false }, { status: 401 })
    if (received === 'throttled') {
      const retryAfter = { 'Retry-After': String(STATUS_CHECK_SECONDS) }
      return Response.json({ ok: false }, { status: 503, headers: retryAfter })
    }
    return Response.json({ ok: true })
  } catch (error) {
    // The provider retries later; the details stay in the log.
    logger().error({ err: error }, `Payment webhook ${providerId} failed`)
    return Response.json({ ok: false }, { status: 500 })
  }
}
