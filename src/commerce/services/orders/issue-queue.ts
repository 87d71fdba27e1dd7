import type { Payload } from 'payload'

import { serverEnv } from '@/server/env'

export const CARDS_QUEUE = 'cards'

/**
 * Queues the issuing of a paid order's cards and, in a process that works the queues, works it at
 * once without holding up the caller. A web instance with `JOBS=off` only queues: the worker polls
 * the cards queue every few seconds. Should a process die first, the queued job, or the
 * fulfilPaidOrders sweep for an order paid without cards, does the work after the restart.
 */
export async function startIssuing(payload: Payload, orderId: number): Promise<void> {
  const job = await payload.jobs.queue({
    task: 'issueOrderCards',
    input: { orderId },
    queue: CARDS_QUEUE,
  })
  if (serverEnv().JOBS === 'off') return
  void payload.jobs
    .runByID({ id: job.id, silent: true })
    .catch((error: unknown) => payload.logger.error({ err: error }, 'Issuing cards failed'))
}
