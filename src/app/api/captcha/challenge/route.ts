import { captcha } from '@/commerce/services/captcha'
import { getPayloadClient } from '@/server/payload'
import { clientKey, createRateLimit } from '@/server/rate-limit'

export const dynamic = 'force-dynamic'

// A person asks for a few challenges a minute; a script asking for thousands is refused.
const allow = createRateLimit({ name: 'captcha-challenge', limit: 60, windowMs: 60_000 })

/** GET /api/captcha/challenge/: a fresh ALTCHA challenge for the captcha widget. */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  if (!(await allow.consume(payload, clientKey(request)))) {
    return Response.json({ error: 'Too many requests' }, { status: 429 })
  }
  return captcha(payload).challenge(request)
}
