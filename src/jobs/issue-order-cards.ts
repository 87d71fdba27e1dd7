import type { TaskConfig } from 'payload'

import { fulfilOrder } from '@/commerce/services/orders'

/** Queued when an order is paid: issues its cards, then mails the confirmation and e-cards. */
export const issueOrderCardsTask: TaskConfig<'issueOrderCards'> = {
  slug: 'issueOrderCards',
  retries: 5,
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema: [{ name: 'cards', type: 'number', required: true }],
  handler: async ({ input, req }) => ({
    output: { cards: await fulfilOrder(req.payload, input.orderId) },
  }),
}
