let prefill: Promise<typeof import('./prefill')> | null = null

/**
 * The known customer's prefill (prefill.ts, with libphonenumber): started as soon as the checkout
 * knows there is a customer, so it is in when the form shows; a guest never loads it.
 */
export const loadPrefill = () => (prefill ??= import('./prefill'))
