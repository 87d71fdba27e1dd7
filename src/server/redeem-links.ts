import 'server-only'

import { localizedPath, type Pathname } from '@/i18n/paths'

import { findRedirect } from './content'
import { type StoreParams, storefrontOfParams } from './route-store'

type RouteContext = { params: Promise<StoreParams> }

/**
 * A link of the redeem pages (spec §2: their footer's links are redirect-based; the old redeem
 * customer support route too): its path answers a redirect, to where an editor's redirect of that
 * path in /admin says, else to the store's own page. The Location is relative, so it names the
 * address the shopper used, whatever host the server sees.
 */
export function redeemLink(own: Pathname, fallback: Pathname) {
  return async function GET(_request: Request, { params }: RouteContext): Promise<Response> {
    const found = await storefrontOfParams(await params)
    if (!found) return new Response(null, { status: 404 })
    const { locale, storefront } = found
    const redirect = await findRedirect(
      localizedPath(locale, own, storefront.defaultLocale),
      storefront.storeId,
    )
    const location = redirect?.to ?? localizedPath(locale, fallback, storefront.defaultLocale)
    return new Response(null, {
      status: redirect?.permanent ? 308 : 307,
      headers: { location, 'cache-control': 'public, max-age=0, must-revalidate' },
    })
  }
}
