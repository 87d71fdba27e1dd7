import { notFound } from 'next/navigation'

import { serverEnv } from '@/server/env'

// Read per request: the flag is the running server's, not the build's.
export const dynamic = 'force-dynamic'

/**
 * A root layout that fails on purpose when E2E_FAILING_ROUTE=1 (the e2e run's server; production
 * with real payments refuses the flag), so that global-error.tsx, which replaces a failed root
 * layout, can be tested. Without the flag the proxy sends its path to the store's 404 page.
 */
export default function FailingRootLayout(): never {
  if (serverEnv().E2E_FAILING_ROUTE !== '1') notFound()
  throw new Error('The e2e failing root layout failed on purpose')
}
