/** The registry id of the phones' filter modal (spec §2 modal kinds: filter). */
export const FILTER_MODAL = 'filter'
