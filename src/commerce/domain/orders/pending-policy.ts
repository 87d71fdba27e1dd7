/** An interrupted payment is reminded once, this long after the order was placed. */
export const REMINDER_AFTER_MINUTES = 60
/** A pending order nobody paid is given up after this long… */
export const PENDING_ORDER_HOURS = 48
/** …unless a bank transfer is on its way: those wait this many days for the money. */
export const BANK_TRANSFER_DAYS = 14
/** Payments started for one order before spec §8's retry limit (2036) stops a new one. */
export const PAYMENT_ATTEMPTS_LIMIT = 5
