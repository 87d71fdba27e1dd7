/**
 * A sender holds an e-mail it claimed this long; past it, another sender may take it over: the
 * first one stopped (a crash, a deploy) between its claim and the mail leaving.
 */
export const CLAIM_MINUTES = 10

/**
 * SQL: the e-mail whose claim stamp is `column` may be claimed now: nobody claimed it, or its
 * sender's claim has run out. `minutes` is the query parameter holding CLAIM_MINUTES (`$2`).
 */
export const claimable = (column: string, minutes: string) =>
  `(${column} IS NULL OR ${column} < now() - make_interval(mins => ${minutes}))`
