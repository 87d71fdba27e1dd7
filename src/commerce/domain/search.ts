import { z } from 'zod'

import { isStorableText } from './storable-text'

/** The longest search text: search_v1's inputText (spec §7) and the search fields' maxlength. */
export const SEARCH_TEXT_MAX_LENGTH = 100

/**
 * A search text as search_v1's `inputText` and the results page's `s` take it: trimmed, 1 to 100
 * characters, and one Postgres can compare (a NUL would fail the query rather than find nothing).
 */
export const searchTextSchema = (name: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} is required`, abort: true })
    .max(SEARCH_TEXT_MAX_LENGTH, {
      error: `${name} is at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
    })
    .refine(isStorableText, { error: `${name} holds characters that cannot be searched` })
