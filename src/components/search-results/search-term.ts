import { searchTextSchema } from '@/commerce/domain/search'

/** What the results page was asked, from its `s`. */
export type SearchTerm =
  /** No `s`, only spaces, or characters nothing can be searched for: the page invites a search. */
  | { kind: 'none' }
  /** Longer than the fields allow (an edited address): said so, and nothing searched. */
  | { kind: 'tooLong'; text: string }
  | { kind: 'term'; text: string }

const schema = searchTextSchema('s')

/**
 * The term of a results page's `s` (the first one if the address repeats it), checked by the
 * same rule as search_v1's inputText: trimmed, 1 to 100 characters, storable.
 */
export function searchTermOf(param: string | string[] | undefined): SearchTerm {
  const raw = (Array.isArray(param) ? param[0] : param) ?? ''
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { kind: 'term', text: parsed.data }
  const codes = new Set(parsed.error.issues.map((issue) => issue.code))
  return codes.has('too_big') && !codes.has('custom')
    ? { kind: 'tooLong', text: raw.trim() }
    : { kind: 'none' }
}
