import pRetry from 'p-retry'
import type { Payload } from 'payload'

/**
 * A sender holds an e-mail it claimed this long; past it, another sender may take it over: the
 * first one stopped (a crash, a deploy) between its claim and the mail leaving.
 */
export const CLAIM_MINUTES = 10

/**
 * Ends a claim: stamps a mail that has left as sent, or gives back the claim of one that could
 * not leave. Either write lost to a short database outage (a Postgres restart, a failover) would
 * hold the mail claimed until the claim runs out (a sent one then goes twice, a failed one ten
 * minutes late): the write is tried again for about half a minute instead.
 */
export const settleClaim = (write: () => Promise<unknown>): Promise<unknown> =>
  pRetry(write, { retries: 6, minTimeout: 500, factor: 2 })

/**
 * Sends the mail of each order a job claimed (`send`: false when there was nothing to send). One
 * that fails gives its claim back (`release`), for the job's next run, and keeps neither the other
 * mails nor the rest of the job from running. How many mails left.
 */
export async function sendClaimed(
  payload: Payload,
  what: string,
  ids: number[],
  send: (payload: Payload, orderId: number) => Promise<boolean>,
  release: (payload: Payload, orderId: number) => Promise<void>,
): Promise<number> {
  let sent = 0
  for (const id of ids) {
    try {
      if (await send(payload, id)) sent++
    } catch (error) {
      await settleClaim(() => release(payload, id))
      payload.logger.error({ err: error }, `${what} of order ${id} failed; the job retries`)
    }
  }
  return sent
}
