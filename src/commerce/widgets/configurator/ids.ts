/** Registry ids of the configurator's modals (spec §2 modal kinds); one is open at a time. */
export const RECEIVER_MODAL = 'delivery-receiver'
export const DELIVERY_DATE_MODAL = 'delivery-date-time'
export const DELIVERY_OVERVIEW_MODAL = 'product-delivery-overview'
export const GIFT_PACKING_MODAL = 'gift-packing-preview'
/** Asked on an edited basket line before one of its receivers changes. */
export const EDIT_RECEIVER_CONFIRM_MODAL = 'edit-receiver-confirmation'
/** Asked on an edited basket line before a change leaves receivers without a card. */
export const RESET_RECEIVERS_CONFIRM_MODAL = 'reset-receiver-confirmation'
