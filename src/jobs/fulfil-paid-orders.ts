import type { TaskConfig } from 'payload'

import { fulfilPaidOrders } from '@/commerce/services/orders'

/**
 * Every minute: finishes what a paid order still lacks (cards, confirmation, e-cards now due),
 * so nothing is lost when a process stops between payment and issuing.
 */
export const fulfilPaidOrdersTask: TaskConfig<'fulfilPaidOrders'> = {
  slug: 'fulfilPaidOrders',
  schedule: [{ cron: '* * * * *', queue: 'cards' }],
  outputSchema: [{ name: 'orders', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { orders: await fulfilPaidOrders(req.payload) } }),
}
