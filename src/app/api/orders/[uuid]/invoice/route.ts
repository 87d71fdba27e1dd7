import { readSessionSecret, sessionCustomer } from '@/commerce/gateway/account/session'
import { invoicePdf } from '@/commerce/gateway/orders/order-mails'
import { findPlacedOrder } from '@/commerce/gateway/orders/store'
import { serverEnv } from '@/server/env'
import { getPayloadClient } from '@/server/payload'
import { clientKey, createRateLimit } from '@/server/rate-limit'

export const dynamic = 'force-dynamic'

const allow = createRateLimit({ name: 'invoice', limit: 60, windowMs: 60_000 })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const refuse = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/orders/{uuid}/invoice/: the invoice PDF of a paid order, for the signed-in customer
 * who placed it only (guests receive it with the confirmation e-mail). Anyone else gets 404.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ uuid: string }> },
): Promise<Response> {
  if (!(await allow.consume(clientKey(request)))) return refuse(429)
  const { uuid } = await params
  const secret = readSessionSecret(request.headers)
  if (!secret || !UUID.test(uuid)) return refuse(404)
  const payload = await getPayloadClient()
  const [customerId, row] = await Promise.all([
    sessionCustomer(payload, secret),
    findPlacedOrder(payload, uuid, serverEnv().STORE_ID),
  ])
  if (customerId === null || !row || row.customer_id !== customerId) return refuse(404)
  const pdf = await invoicePdf(payload, row.id)
  if (!pdf) return refuse(404)
  return new Response(Buffer.from(pdf.content), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
