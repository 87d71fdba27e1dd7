import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'
import { serverEnv, type ServerEnv } from './server/env'
import { LISTED_HOST_HEADER } from './server/micro-cache/rules'
import { listsHost, storefrontOfHost, type Storefront } from './server/storefronts/directory'
import { previewedStorefront } from './server/storefronts/preview-store'
import { unknownPageToNotFound } from './server/storefronts/unknown-page'
import { hostTable } from './commerce/services/store/host-table'
import { knownContent } from './commerce/services/store/known-content'

type Middleware = (request: NextRequest) => NextResponse

/**
 * Pages outside the stores, each reached only on a server started with its flag, else the
 * store's 404 page: the e2e run's failing root layout (app/(e2e)) and the bench's Lighthouse
 * floor (app/(framework-floor)).
 */
const FLAGGED_PAGES = new Map<string, (env: ServerEnv) => boolean>([
  ['/e2e-root-failure/', (env) => env.E2E_FAILING_ROUTE === '1'],
  ['/framework-floor/', (env) => env.BENCH_FRAMEWORK_FLOOR === '1'],
])

// One next-intl middleware per store (its languages, its default without a prefix), made once:
// as many as there are stores, whatever hosts requests name.
const middlewares = new Map<string, Middleware>()

function middlewareOf({ storeId, locales, defaultLocale }: Storefront): Middleware {
  const key = `${storeId}:${defaultLocale}:${locales.join(',')}`
  let middleware = middlewares.get(key)
  if (!middleware) {
    middleware = createMiddleware({ ...routing, locales, defaultLocale })
    middlewares.set(key, middleware)
  }
  return middleware
}

/**
 * The store's segment in front of next-intl's rewrite: `/cadeaubonnen/` on cadeaubon.be renders
 * `/53/nl/gift-cards/`, so each store's pages are cached apart. Redirects stay as they are.
 */
function intoStore(response: NextResponse, request: NextRequest, storeId: number): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite')
  const passing = response.headers.get('x-middleware-next')
  if (!rewrite && !passing) return response
  const target = new URL(rewrite ?? request.nextUrl.href)
  target.pathname = `/${storeId}${target.pathname}`
  // What NextResponse.rewrite sets, kept on this response for the locale header next-intl adds.
  response.headers.delete('x-middleware-next')
  response.headers.set('x-middleware-rewrite', target.href)
  return response
}

/**
 * Picks the request's store by its host (or the store staff preview, preview-store.ts), then its
 * language and route by the path.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  if (FLAGGED_PAGES.get(request.nextUrl.pathname)?.(serverEnv())) return NextResponse.next()
  const directory = await hostTable()
  const previewed = previewedStorefront(directory, request.headers)
  const host = request.headers.get('host')
  const storefront = previewed ?? storefrontOfHost(directory, host, serverEnv().STORE_ID)
  const response = intoStore(middlewareOf(storefront)(request), request, storefront.storeId)
  const answer = await unknownPageToNotFound(response, request, storefront, knownContent)
  // The instance's micro-cache keeps the pages of the hosts stores list only.
  if (!previewed && listsHost(storefront, host)) answer.headers.set(LISTED_HOST_HEADER, '1')
  return answer
}

export const config = {
  // Every storefront path, files included: a store's pages are reached through here only. Not
  // Payload (/admin, /api), GET /ip, Next's internals and the files the app itself serves.
  matcher: [
    '/((?!api|admin|ip/?$|_next|_vercel|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap[^/]*\\.xml|sitemaps/|manifest\\.webmanifest|store-icon/|payment-logos\\.svg|social-icons\\.svg|icons\\.svg|usp-icons\\.svg|hand\\.svg|payments/|videos/|block-thumbnails/).*)',
  ],
}
