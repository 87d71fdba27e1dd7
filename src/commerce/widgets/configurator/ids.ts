/** Registry ids of the configurator's modals (spec §2 modal kinds); one is open at a time. */
export const RECEIVER_MODAL = 'delivery-receiver'
export const DELIVERY_DATE_MODAL = 'delivery-date-time'
export const DELIVERY_OVERVIEW_MODAL = 'product-delivery-overview'
export const GIFT_PACKING_MODAL = 'gift-packing-preview'
export const WRAPPER_OVERLAY_MODAL = 'wrapper-overlay'
/** Asked on an edited cart line before one of its receivers changes. */
export const EDIT_RECEIVER_CONFIRM_MODAL = 'edit-receiver-confirmation'
/** Asked on an edited cart line before a change leaves receivers without a card. */
export const RESET_RECEIVERS_CONFIRM_MODAL = 'reset-receiver-confirmation'
/** The price of what is composed, line by line, before it goes in the cart. */
export const PRODUCT_ORDER_OVERVIEW_MODAL = 'product-order-overview'
/** Opened by asking for more cards than a line holds. */
export const COUNT_OF_PRODUCTS_MODAL = 'count-of-products'
/** Opened by a submit on a sold-out version: the other version, or other cards. */
export const ALTERNATIVE_CHOICE_MODAL = 'alternative-choice'
