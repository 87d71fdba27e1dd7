/** Registry ids of the account area's modals (spec §2 modal kinds); one is open at a time. */
export const CHANGE_PASSWORD_MODAL = 'change-password'
export const DELETE_ACCOUNT_MODAL = 'delete-account'
export const ADDRESS_MODAL = 'address-book-entry'
export const DELETE_ADDRESS_MODAL = 'delete-receiver'
