/** The redeem modals of spec §2, by registry id. */
export const GIFT_CARD_MODAL = 'redeem-gift-card'
export const CART_MODAL = 'redeem-basket'
export const ADD_CARD_MODAL = 'redeem-add-card'
export const NICE_TO_KNOW_MODAL = 'redeem-nice-to-know'
export const CARD_NUMBER_MODAL = 'redeem-card-number'
export const SHOP_IFRAME_MODAL = 'redeem-shop-iframe'
export const SHOP_INFO_MODAL = 'redeem-shop-info'

/** Spec §2 brands modal: the kind's own name, since any product list may host it. */
export const BRANDS_MODAL = 'brands'
