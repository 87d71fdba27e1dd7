import 'server-only'

import { headers } from 'next/headers'

import { searchCatalogue } from '@/commerce/services/search'
import { type SearchOutcome, searchOutcome } from '@/components/search-modal/results'
import type { Locale } from '@/i18n/routing'
import { clientAddress } from '@/server/client-address'
import { logger } from '@/server/logger'
import { getPayloadClient } from '@/server/payload'
import { createRateLimit } from '@/server/rate-limit'
import { requestStoreId } from '@/server/store'

/**
 * Searches per client address: a shopper retyping a term now and then stays far below it; a
 * script asking term after term (each a render the cache cannot keep) is refused early.
 */
const searches = createRateLimit({ name: 'search-page', limit: 30, windowMs: 60_000 })

/** What the results page shows for a term: the modal's outcome, or the limit's refusal. */
export type PageOutcome = SearchOutcome | { kind: 'limited' }

/**
 * What the search modal would show for this term, read on the server for the results page: the
 * same service as search_v1, asked in-process rather than through the gateway's HTTP endpoint.
 * Not cached: the term is the shopper's own, and the trigram indexes answer it in milliseconds.
 */
export async function findSearchResults(text: string, locale: Locale): Promise<PageOutcome> {
  try {
    const payload = await getPayloadClient()
    const client = clientAddress(await headers()) ?? 'unknown'
    if (!(await searches.consume(payload, client))) return { kind: 'limited' }
    return searchOutcome({
      body: await searchCatalogue(payload, requestStoreId(), text, locale),
      errors: [],
    })
  } catch (error) {
    // As the modal does: the page still offers its field and a way on.
    logger().error({ err: error }, 'Search results page failed')
    return { kind: 'error' }
  }
}
