/** Spec §3 customer types; apart from the zod schemas so that form fields load without zod. */
export const CUSTOMER_TYPES = ['PRIVATE', 'BUSINESS'] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]
