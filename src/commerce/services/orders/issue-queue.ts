import type { Payload } from 'payload'

export const CARDS_QUEUE = 'cards'

/**
 * Queues the issuing of a paid order's cards and works it at once, without holding up the
 * caller. Should the process die first, the queued job, or the fulfilPaidOrders sweep for an
 * order paid without cards, does the work after the restart.
 */
export async function startIssuing(payload: Payload, orderId: number): Promise<void> {
  const job = await payload.jobs.queue({
    task: 'issueOrderCards',
    input: { orderId },
    queue: CARDS_QUEUE,
  })
  void payload.jobs
    .runByID({ id: job.id, silent: true })
    .catch((error: unknown) => payload.logger.error({ err: error }, 'Issuing cards failed'))
}
