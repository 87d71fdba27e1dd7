import { notFound } from 'next/navigation'

import { serverEnv } from '@/server/env'

// Read per request: the flag is the running server's, not the build's.
export const dynamic = 'force-dynamic'

/**
 * A page that fails on purpose when E2E_FAILING_ROUTE=1 (the e2e run's server, a demo: production
 * with real payments refuses the flag), so the error pages can be tested; else the 404 page.
 */
export default function FailingPage() {
  if (serverEnv().E2E_FAILING_ROUTE !== '1') notFound()
  throw new Error('The e2e failing route failed on purpose')
}
