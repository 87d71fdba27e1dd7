import { applyPaymentNotification } from '@/commerce/services/orders'
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
 * (signature, or a read-back from its API), then applied to the order once per event.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const payload = await getPayloadClient()
  if (!(await allow.consume(payload, clientKey(request))))
    return Response.json({ ok: false }, { status: 429 })
  const { provider: providerId } = await params
  try {
    const provider = webhookProvider(payload, providerId)
    if (!provider) return Response.json({ ok: false }, { status: 404 })
    const notification = await provider.readWebhook(request)
    if (!notification) return Response.json({ ok: false }, { status: 401 })
    await applyPaymentNotification(payload, provider.id, notification)
    return Response.json({ ok: true })
  } catch (error) {
    // The provider retries later; the details stay in the log.
    logger().error({ err: error }, `Payment webhook ${providerId} failed`)
    return Response.json({ ok: false }, { status: 500 })
  }
}
