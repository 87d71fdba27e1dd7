import type { TaskConfig } from 'payload'

import { runDoublerDraws } from '@/commerce/services/doubler'

/**
 * Hourly: each store's doubler draw (first Monday of the month, on the store's clock). Most hours find nothing
 * to do; the first run on a draw day draws, and a failed mail is tried again the next hour.
 * Hourly rather than at a fixed hour, so the scheduler's time zone does not matter.
 */
export const drawDoublerTask: TaskConfig<'drawDoubler'> = {
  slug: 'drawDoubler',
  schedule: [{ cron: '7 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'drawn', type: 'number', required: true },
    { name: 'mailed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { draws, mailed } = await runDoublerDraws(req.payload)
    return { output: { drawn: draws.length, mailed } }
  },
}
