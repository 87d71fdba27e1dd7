/** Registry id of the 'business PDP form' modal (spec §2 modal kinds). */
export const BUSINESS_QUOTE_MODAL = 'business-pdp-form'
