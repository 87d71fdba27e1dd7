/** The redeem guest order form modal's registry id (spec §2 redeem modals: guest order form). */
export const REDEEM_IDENTIFY_MODAL = 'redeem-guest-order'
