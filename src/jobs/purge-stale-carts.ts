import type { TaskConfig } from 'payload'

import { purgeUntouchedCarts } from '@/commerce/services/purge'

/** Daily: drops carts nobody has touched since their cookie expired. */
export const purgeStaleCarts: TaskConfig<'purgeStaleCarts'> = {
  slug: 'purgeStaleCarts',
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { purged: await purgeUntouchedCarts(req.payload) } }),
}
