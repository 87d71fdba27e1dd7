import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { storeSite } from '@/commerce/services/store'
import { localizedPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'
import { hostStorefront } from '@/server/route-store'

// Rendered per request: each host names its own store's sitemap and paths.
export const dynamic = 'force-dynamic'

/** Crawlers see the content; carts, checkout, accounts and the admin are no business of theirs. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const storefront = await hostStorefront((await headers()).get('host'))
  const site = await storeSite(await getPayloadClient(), storefront.storeId)
  const privatePaths = storefront.locales.flatMap((locale) =>
    (['/cart', '/checkout', '/account', '/redeem/payment'] as const).map((href) =>
      localizedPath(locale, href, storefront.defaultLocale),
    ),
  )
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin/', '/api/', ...privatePaths] },
    sitemap: new URL('/sitemap.xml', site.origin).toString(),
  }
}
