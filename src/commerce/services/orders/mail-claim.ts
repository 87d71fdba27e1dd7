import pRetry from 'p-retry'

/**
 * A sender holds an e-mail it claimed this long; past it, another sender may take it over: the
 * first one stopped (a crash, a deploy) between its claim and the mail leaving.
 */
export const CLAIM_MINUTES = 10

/**
 * Stamps a mail that has left as sent. The mail is out, so a stamp lost to a short database
 * outage (a Postgres restart, a failover) would leave it claimed until the claim runs out and
 * then send it again: the stamp is tried again for about half a minute instead.
 */
export const stampSent = (stamp: () => Promise<unknown>): Promise<unknown> =>
  pRetry(stamp, { retries: 6, minTimeout: 500, factor: 2 })
