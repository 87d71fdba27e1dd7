import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Storefront pages only: not Payload (/admin, /api), GET /ip, Next internals or files.
  matcher: ['/((?!api|admin|ip/?$|_next|_vercel|.*\\..*).*)'],
}
