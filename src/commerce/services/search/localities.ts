import type { Payload } from 'payload'

import { findLocalities, type Locality } from '@/commerce/db/locality-repository'

/** A town or region where cards are accepted, as a suggestion lists it. */
export type LocalitySuggestion = Locality & { label: string }

/**
 * Suggestions of towns and regions for the text typed (spec §7 getLocationAddressSuggestions),
 * one page of them and the total.
 */
export async function suggestLocalities(
  payload: Payload,
  query: { text: string; productId: number | null; page: number; perPage: number },
): Promise<{ suggestions: LocalitySuggestion[]; total: number }> {
  const { localities, total } = await findLocalities(payload, {
    text: query.text,
    productId: query.productId,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  })
  const suggestions = localities.map((place) => ({
    ...place,
    label: [place.locality, place.administrativeArea].filter(Boolean).join(', '),
  }))
  return { suggestions, total }
}
