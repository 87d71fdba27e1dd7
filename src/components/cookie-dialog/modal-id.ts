/** The registry id of the cookie dialog. */
export const COOKIE_DIALOG_MODAL = 'cookie-dialog'
