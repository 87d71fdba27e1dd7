import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './src/server/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Every path of the spec ends with a slash.
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // Redis when REDIS_URL is set at run time (shared by every instance), else Next's default.
  cacheHandler: path.resolve('src/server/cache/next-cache-handler.mjs'),
  // Pages rendered now carry the demo banner or not: a server started otherwise refuses (env.ts).
  env: { STOREFRONT_BUILT_AS_DEMO: process.env.PAYMENT_PROVIDER === 'local' ? '1' : '0' },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }]
  },
  // The spec's GET /ip (store switcher) is a route handler under /api.
  async rewrites() {
    return [{ source: '/ip/', destination: '/api/ip/' }]
  },
}

export default withPayload(withNextIntl(nextConfig))
