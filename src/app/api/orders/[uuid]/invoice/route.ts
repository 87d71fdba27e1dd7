import { ACCESS_TOKEN, ownedInvoice } from '@/commerce/services/orders'
import { getPayloadClient } from '@/server/payload'
import { clientKey, createRateLimit } from '@/server/rate-limit'
import { hostStorefront } from '@/server/route-store'

export const dynamic = 'force-dynamic'

const allow = createRateLimit({ name: 'invoice', limit: 60, windowMs: 60_000 })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const refuse = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/orders/{uuid}/invoice/[?access=]: the invoice PDF of a paid order, for its owner
 * only, as placedOrder decides (the e-mail's link, the placing browser, the signed-in customer
 * who placed it). Anyone else gets 404, as for an unknown order, and so does an order of another
 * store than the host's (the e-mail links to its own store's host); the invoice names the
 * order's store as seller.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ uuid: string }> },
): Promise<Response> {
  const payload = await getPayloadClient()
  if (!(await allow.consume(payload, clientKey(request)))) return refuse(429)
  const { uuid } = await params
  const access = new URL(request.url).searchParams.get('access')
  if (!UUID.test(uuid) || (access !== null && !ACCESS_TOKEN.test(access))) return refuse(404)
  const { storeId } = await hostStorefront(request.headers.get('host'))
  const pdf = await ownedInvoice(payload, storeId, request.headers, uuid, access)
  if (!pdf) return refuse(404)
  return new Response(Buffer.from(pdf.content), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
