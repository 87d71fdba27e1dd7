/** The registry id of the search modal. */
export const SEARCH_MODAL = 'search'

/** The header's search input: the modal opens from it, prefills from it and gives focus back. */
export const HEADER_SEARCH_INPUT_ID = 'header-search'

/** The results page's own search field: a page that has it shows the search of its `s` already. */
export const RESULTS_PAGE_INPUT_ID = 'search-results-field'

/** Spec §7, §9: search_v1 is asked once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200

export const headerSearchInput = (): HTMLInputElement | null =>
  document.getElementById(HEADER_SEARCH_INPUT_ID) as HTMLInputElement | null
