import { storeRow } from '@/commerce/services/store'
import { getPayloadClient } from '@/server/payload'
import { hostStorefront } from '@/server/route-store'
import { storeIconPng } from '@/server/store-app/icon-png'
import { STORE_ICON_SIZES } from '@/server/store-app/manifest'

// Rendered per request: each host's icon is drawn in its store's colours.
export const dynamic = 'force-dynamic'

/** The host's store icon: /store-icon/180.png (touch icon), 192.png and 512.png (manifest). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const size = Number(/^(\d{3})\.png$/.exec((await params).file)?.[1])
  if (!STORE_ICON_SIZES.includes(size)) return new Response('Not found', { status: 404 })
  const storefront = await hostStorefront(request.headers.get('host'))
  const { theme } = await storeRow(await getPayloadClient(), storefront.storeId)
  return new Response(new Uint8Array(storeIconPng(size, theme)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
  })
}
