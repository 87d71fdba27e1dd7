import { storeRow } from '@/commerce/services/store'
import { getPayloadClient } from '@/server/payload'
import { hostStorefront } from '@/server/route-store'
import { storeIconPng } from '@/server/store-app/icon-png'
import { STORE_ICON_SIZES } from '@/server/store-app/manifest'

// Rendered per request: each host's icon is drawn in its store's colours.
export const dynamic = 'force-dynamic'

// Each icon drawn once per colours (a 512 px PNG is a deflate of 786 KB of pixels), not per
// request: three sizes per store's theme, the map emptied past a bound no store count reaches.
const drawn = new Map<string, Uint8Array<ArrayBuffer>>()
const MAX_DRAWN = 300

/** The host's store icon: /store-icon/180.png (touch icon), 192.png and 512.png (manifest). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const size = Number(/^(\d{3})\.png$/.exec((await params).file)?.[1])
  if (!STORE_ICON_SIZES.includes(size)) return new Response('Not found', { status: 404 })
  const storefront = await hostStorefront(request.headers.get('host'))
  const { theme } = await storeRow(await getPayloadClient(), storefront.storeId)
  const key = `${size}:${theme.brand}:${theme.accent}`
  let png = drawn.get(key)
  if (!png) {
    if (drawn.size >= MAX_DRAWN) drawn.clear()
    png = new Uint8Array(storeIconPng(size, theme))
    drawn.set(key, png)
  }
  return new Response(png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
  })
}
