/** The registry id of the basket delete item confirmation modal (spec §2). */
export const CART_DELETE_MODAL = 'basket-delete-item'
