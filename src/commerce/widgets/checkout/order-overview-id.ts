/** The checkout order overview's registry id: its trigger and host share it, not its code. */
export const ORDER_OVERVIEW_MODAL = 'checkout-order-overview'
