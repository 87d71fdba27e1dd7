/** The registry id of the phones' filter modal (spec §2 modal kinds: filter). */
export const FILTER_MODAL = 'filter'
/** The id of the page's filter panel, which the phones' modal copies its form from. */
export const FILTER_PANEL = 'filters'
