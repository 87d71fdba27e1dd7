/**
 * SQL: the e-mail whose claim stamp is `column` may be claimed now: nobody claimed it, or its
 * sender's claim has run out. `minutes` is the query parameter holding the claim's length.
 */
export const claimable = (column: string, minutes: string) =>
  `(${column} IS NULL OR ${column} < now() - make_interval(mins => ${minutes}))`

/**
 * SQL: an order whose confirmation may be claimed now: not sent, and no live claim on it (as card
 * e-mails are claimed). `minutes` is the query parameter holding the claim's length.
 */
export const confirmationDue = (minutes: string) =>
  `confirmation_sent_at IS NULL AND ${claimable('confirmation_claimed_at', minutes)}`
