/** The registry id of the store-switcher modal. */
export const STORE_SWITCHER_MODAL = 'store-switcher'
