/** The registry id of the basket delete item confirmation modal (spec §2). */
export const BASKET_DELETE_MODAL = 'basket-delete-item'
