import type { TaskConfig } from 'payload'

import { followUpPendingOrders } from '@/commerce/services/orders'

/**
 * Every ten minutes: reminds interrupted payments once, sends bank details the transfer's notice
 * could not, and gives up orders left unpaid.
 */
export const followUpPendingOrdersTask: TaskConfig<'followUpPendingOrders'> = {
  slug: 'followUpPendingOrders',
  schedule: [{ cron: '*/10 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'reminded', type: 'number', required: true },
    { name: 'instructed', type: 'number', required: true },
    { name: 'canceled', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await followUpPendingOrders(req.payload) }),
}
