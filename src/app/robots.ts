import type { MetadataRoute } from 'next'

import { localizedPath } from '@/i18n/paths'
import { locales } from '@/i18n/routing'
import { serverEnv } from '@/server/env'

// Rendered per request (nothing to read): the image names no SERVER_URL of its own.
export const dynamic = 'force-dynamic'

/** Crawlers see the content; carts, checkout, accounts and the admin are no business of theirs. */
export default function robots(): MetadataRoute.Robots {
  const base = serverEnv().SERVER_URL
  const privatePaths = locales.flatMap((locale) =>
    (['/cart', '/checkout', '/account', '/redeem/payment'] as const).map((href) =>
      localizedPath(locale, href),
    ),
  )
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin/', '/api/', ...privatePaths] },
    sitemap: new URL('/sitemap.xml', base).toString(),
  }
}
