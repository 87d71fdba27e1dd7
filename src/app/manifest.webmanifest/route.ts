import { storeRow } from '@/commerce/services/store'
import { htmlLang } from '@/components/theme'
import { getPayloadClient } from '@/server/payload'
import { hostStorefront } from '@/server/route-store'
import { webAppManifest } from '@/server/store-app/manifest'

// Rendered per request: each host has its own store's name, colours and icons.
export const dynamic = 'force-dynamic'

/** The web app manifest of the host's store (its layout links it). */
export async function GET(request: Request): Promise<Response> {
  const storefront = await hostStorefront(request.headers.get('host'))
  const store = await storeRow(await getPayloadClient(), storefront.storeId)
  const manifest = webAppManifest(store, htmlLang(storefront.defaultLocale, store))
  return Response.json(manifest, {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  })
}
