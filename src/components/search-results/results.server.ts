import 'server-only'

import { searchCatalogue } from '@/commerce/services/search'
import { type SearchOutcome, searchOutcome } from '@/components/search-modal/results'
import type { Locale } from '@/i18n/routing'
import { logger } from '@/server/logger'
import { getPayloadClient } from '@/server/payload'

/**
 * What the search modal would show for this term, read on the server for the results page: the
 * same service as search_v1, asked in-process rather than through the gateway's HTTP endpoint.
 * Not cached: the term is the shopper's own, and the trigram indexes answer it in milliseconds.
 */
export async function findSearchResults(text: string, locale: Locale): Promise<SearchOutcome> {
  try {
    const payload = await getPayloadClient()
    return searchOutcome({ body: await searchCatalogue(payload, text, locale), errors: [] })
  } catch (error) {
    // As the modal does: the page still offers its field and a way on.
    logger().error({ err: error }, 'Search results page failed')
    return { kind: 'error' }
  }
}
