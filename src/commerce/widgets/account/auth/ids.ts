/** Registry ids of the cart's identification modals (spec §2 modal kinds). */
export const IDENTIFY_MODAL = 'account-identify'
export const GUEST_ORDER_MODAL = 'basket-guest-order'
