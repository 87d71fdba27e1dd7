/**
 * A sender holds an e-mail it claimed this long; past it, another sender may take it over: the
 * first one stopped (a crash, a deploy) between its claim and the mail leaving.
 */
export const CLAIM_MINUTES = 10
