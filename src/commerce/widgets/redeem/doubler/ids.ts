/** The redeem doubler modal's registry id (spec §2 redeem modals: doubler). */
export const REDEEM_DOUBLER_MODAL = 'redeem-doubler'
