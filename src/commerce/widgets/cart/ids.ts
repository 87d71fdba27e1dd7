/** The registry id of the cart delete item confirmation modal (spec §2). */
export const CART_DELETE_MODAL = 'basket-delete-item'
/** The registry id of the package item preview modal (spec §2): one package as it will arrive. */
export const PACKAGE_PREVIEW_MODAL = 'package-item-preview'
