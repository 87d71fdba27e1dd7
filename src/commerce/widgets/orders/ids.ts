/** Registry ids of the orders widgets' modals (spec §2 modal kinds); one is open at a time. */
export const ORDER_DETAILS_MODAL = 'account-order-details'
export const REORDER_PRODUCT_MODAL = 'reorder-product-details'
