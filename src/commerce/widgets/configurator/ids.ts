/** Registry ids of the configurator's modals (spec §2 modal kinds); one is open at a time. */
export const RECEIVER_MODAL = 'delivery-receiver'
export const DELIVERY_DATE_MODAL = 'delivery-date-time'
export const DELIVERY_OVERVIEW_MODAL = 'product-delivery-overview'
export const GIFT_PACKING_MODAL = 'gift-packing-preview'
