/** The query parameter of the search (spec §2): the no-JS form sends it, the modal mirrors it. */
export const SEARCH_PARAM = 's'

/** The search text an address carries, trimmed; empty when it carries none. */
export const searchParamOf = (search: string): string =>
  new URLSearchParams(search).get(SEARCH_PARAM)?.trim() ?? ''

/**
 * The current address with the search text in `s`, or without `s` when the text is blank: what
 * history.replaceState gets, so the address always shows the search on screen.
 */
export function withSearchParam(href: string, text: string): string {
  const url = new URL(href)
  const value = text.trim()
  if (value) url.searchParams.set(SEARCH_PARAM, value)
  else url.searchParams.delete(SEARCH_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}
